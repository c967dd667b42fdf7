import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot, UPLOAD_RATE_LIMIT } from '../../src/config.js';

describe('configuration', () => {
  it('defaults to SQLite in ./data, port 4001, on loopback', () => {
    const config = loadConfig({});
    expect(config.database).toEqual({
      dialect: 'sqlite',
      file: path.join(repoRoot, 'data', 'news.db'),
    });
    expect(config.port).toBe(4001);
    expect(config.host).toBe('127.0.0.1');
    expect(config.allowSignup).toBe(false);
    expect(config.seedContent).toBe(true);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('backs up every hour into DATA_DIR/backups, keeping 48 hourly and 30 daily, unless told', () => {
    expect(loadConfig({ DATA_DIR: '/srv/news' }).backups).toEqual({
      dir: '/srv/news/backups',
      intervalMinutes: 60,
      keepHourly: 48,
      keepDaily: 30,
    });
    expect(
      loadConfig({
        BACKUP_DIR: '/mnt/backups',
        BACKUP_INTERVAL_MINUTES: '0',
        BACKUP_KEEP_HOURLY: '0',
        BACKUP_KEEP_DAILY: '0',
      }).backups,
    ).toEqual({ dir: '/mnt/backups', intervalMinutes: 0, keepHourly: 0, keepDaily: 0 });
  });

  it('refuses backup settings it cannot keep, naming each variable', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (err) {
        return (err as ConfigError).message;
      }
      return '';
    };
    const bad = problems({
      BACKUP_INTERVAL_MINUTES: 'hourly',
      BACKUP_KEEP_HOURLY: '-1',
      BACKUP_KEEP_DAILY: '1.5',
    });
    expect(bad).toMatch(/BACKUP_INTERVAL_MINUTES/);
    expect(bad).toMatch(/BACKUP_KEEP_HOURLY/);
    expect(bad).toMatch(/BACKUP_KEEP_DAILY/);
    // Scheduled backups that none of the rules keeps would each go as soon as taken.
    expect(problems({ BACKUP_KEEP_HOURLY: '0', BACKUP_KEEP_DAILY: '0' })).toMatch(
      /BACKUP_KEEP_HOURLY.*BACKUP_KEEP_DAILY cannot both be 0/,
    );
  });

  it('uses PostgreSQL for a postgres:// URL', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/news',
      JWT_SECRET: 'x'.repeat(32),
      PG_POOL_MAX: '5',
    });
    expect(config.database).toEqual({
      dialect: 'postgres',
      url: 'postgres://u@db:5432/news',
      poolMax: 5,
    });
  });

  it('lists every bad variable at once, naming each', () => {
    try {
      loadConfig({
        API_PORT: '70000',
        JWT_SECRET: 'short',
        ALLOW_SIGNUP: 'yes',
        ADMIN_PASSWORD: 'short',
        LOG_LEVEL: 'loud',
        DATABASE_URL: 'mysql://localhost/news',
      });
      expect.unreachable('loadConfig accepted bad values');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      for (const name of [
        'API_PORT',
        'JWT_SECRET',
        'ALLOW_SIGNUP',
        'ADMIN_PASSWORD',
        'LOG_LEVEL',
        'DATABASE_URL',
      ]) {
        expect(problems).toContain(name);
      }
      expect(problems).toContain('API_PORT: must be at most 65535');
      expect(problems).toContain('JWT_SECRET: must be at least 32 bytes');
    }
  });

  it('requires JWT_SECRET with PostgreSQL, where several processes must share it', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgresql://u@db/news' })).toThrow(/JWT_SECRET/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ API_PORT: '', DATABASE_URL: '' }).port).toBe(4001);
  });

  it('reads TRUST_PROXY as a switch, a hop count, or addresses, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).trustProxy).toBe(
      '127.0.0.1,10.0.0.0/8',
    );
    const hops = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (a: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.1', 1)]).toEqual([true, false]);
    expect(() => loadConfig({ TRUST_PROXY: 'garbage' })).toThrow(
      /TRUST_PROXY: must be true, false/,
    );
  });

  it('reads NODE_ENV and COOKIE_SECURE as the gateway does: HTTPS in production unless told', () => {
    expect(loadConfig({})).toMatchObject({ production: false, cookieSecure: false });
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      production: true,
      cookieSecure: true,
    });
    expect(loadConfig({ NODE_ENV: 'development', COOKIE_SECURE: 'true' })).toMatchObject({
      production: false,
      cookieSecure: true,
    });
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    expect(loadConfig({ COOKIE_SECURE: '' }).cookieSecure).toBe(false);
    expect(() => loadConfig({ COOKIE_SECURE: 'yes' })).toThrow(
      /COOKIE_SECURE: must be true or false/,
    );
  });

  it('rejects a non-numeric port', () => {
    expect(() => loadConfig({ API_PORT: '40a1' })).toThrow(/API_PORT: must be a whole number/);
  });

  it('keeps photos in files with SQLite and in the database with PostgreSQL, unless MEDIA_STORE says', () => {
    expect(loadConfig({}).mediaStore).toBe('files');
    const pg = { DATABASE_URL: 'postgres://u@db/news', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(pg).mediaStore).toBe('database');
    expect(loadConfig({ ...pg, MEDIA_STORE: 'files' }).mediaStore).toBe('files');
    expect(loadConfig({ MEDIA_STORE: 'database' }).mediaStore).toBe('database');
    expect(() => loadConfig({ MEDIA_STORE: 's3' })).toThrow(
      /MEDIA_STORE: must be files .* or database/,
    );
  });

  it('allows 60 uploads per account per 10 minutes unless UPLOAD_RATE_LIMIT says', () => {
    expect(loadConfig({}).uploadRateLimit).toBe(UPLOAD_RATE_LIMIT);
    expect(UPLOAD_RATE_LIMIT).toBe(60);
    expect(loadConfig({ UPLOAD_RATE_LIMIT: '5' }).uploadRateLimit).toBe(5);
    expect(() => loadConfig({ UPLOAD_RATE_LIMIT: '0' })).toThrow(/UPLOAD_RATE_LIMIT/);
  });

  it('keeps 64 MB of public answers unless READ_CACHE_MB says, 0 for none', () => {
    expect(loadConfig({}).readCacheBytes).toBe(64 * 1024 * 1024);
    expect(loadConfig({ READ_CACHE_MB: '0' }).readCacheBytes).toBe(0);
    expect(loadConfig({ READ_CACHE_MB: '8' }).readCacheBytes).toBe(8 * 1024 * 1024);
    for (const bad of ['-1', 'lots', '1.5']) {
      expect(() => loadConfig({ READ_CACHE_MB: bad })).toThrow(/READ_CACHE_MB/);
    }
  });

  it('serves metrics only on API_METRICS_PORT, on loopback unless METRICS_HOST says', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ API_METRICS_PORT: '9401' }).metrics).toEqual({
      host: '127.0.0.1',
      port: 9401,
    });
    expect(loadConfig({ API_METRICS_PORT: '9401', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      host: '10.0.0.5',
      port: 9401,
    });
    expect(() => loadConfig({ API_METRICS_PORT: 'ninety' })).toThrow(
      /API_METRICS_PORT: must be a whole number/,
    );
    expect(() => loadConfig({ API_METRICS_PORT: '70000' })).toThrow(
      /API_METRICS_PORT: must be at most 65535/,
    );
    expect(() => loadConfig({ API_PORT: '4001', API_METRICS_PORT: '4001' })).toThrow(
      /API_METRICS_PORT: must differ from API_PORT/,
    );
  });

  it('counts rate limits in Redis only with a redis:// REDIS_URL', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });

  it('limits slow clients as the gateway does, each limit its own variable', () => {
    expect(loadConfig({}).slowClients).toEqual({
      headersMs: 15_000,
      requestMs: 300_000,
      idleMs: 120_000,
    });
    expect(loadConfig({ HEADERS_TIMEOUT_MS: '3000' }).slowClients.headersMs).toBe(3000);
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '10' })).toThrow(/HEADERS_TIMEOUT_MS/);
  });
});
