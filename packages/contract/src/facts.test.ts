import { describe, expect, it } from 'vitest';
import { Language, languageOfText } from './index.js';
import { ConfigError, bool, int, readEnv, trustProxy } from './env.js';

describe('languageOfText', () => {
  it('reads Telugu text as Telugu and English text as English', () => {
    expect(languageOfText('హైదరాబాద్‌లో వర్షం', 'నగరంలో భారీ వర్షం కురిసింది.')).toBe(Language.TE);
    expect(languageOfText('Rain in Hyderabad', 'Heavy rain fell in the city.')).toBe(Language.EN);
  });

  it('keeps an English story that quotes Telugu English, and a Telugu one with English names Telugu', () => {
    expect(languageOfText('Festival greetings', 'The banner read "శుభాకాంక్షలు" in bold.')).toBe(
      Language.EN,
    );
    expect(languageOfText('IPL: హైదరాబాద్ జట్టు గెలుపు', 'సన్‌రైజర్స్ హైదరాబాద్ విజయం')).toBe(Language.TE);
  });
});

describe('readEnv', () => {
  const schema = {
    PORT: int(4000, 0, 65535),
    DEBUG: bool(false),
    TRUST_PROXY: trustProxy(),
  };

  it('applies defaults and treats empty variables as unset', () => {
    const env = readEnv(schema, { PORT: '', DEBUG: undefined });
    expect(env.PORT).toBe(4000);
    expect(env.DEBUG).toBe(false);
    expect(env.TRUST_PROXY).toBe('loopback');
  });

  it('lists every bad variable by name', () => {
    let error: unknown;
    try {
      readEnv(schema, { PORT: '70000', DEBUG: 'yes', TRUST_PROXY: '10.0.0.0/99' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'PORT: must be at most 65535',
      'DEBUG: must be true or false',
      expect.stringMatching(/^TRUST_PROXY: must be true, false/),
    ]);
  });

  it('reads a hop count as "trust that many proxies"', () => {
    const { TRUST_PROXY } = readEnv(schema, { TRUST_PROXY: '2' });
    expect(typeof TRUST_PROXY).toBe('function');
    const trust = TRUST_PROXY as (a: string, hop: number) => boolean;
    expect([trust('1.2.3.4', 0), trust('1.2.3.4', 1), trust('1.2.3.4', 2)]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
