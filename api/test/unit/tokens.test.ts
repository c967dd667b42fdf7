import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../../src/lib/tokens.js';

describe('generated JWT secret', () => {
  it('is created once, readable by its owner only, and reused on the next start', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-secret-'));
    try {
      const first = resolveJwtSecret(undefined, dir);
      const file = path.join(dir, 'jwt-secret');
      expect(Buffer.byteLength(first)).toBeGreaterThanOrEqual(32);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(resolveJwtSecret(undefined, dir)).toBe(first);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prefers JWT_SECRET and then writes nothing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-secret-'));
    try {
      expect(resolveJwtSecret('s'.repeat(40), dir)).toBe('s'.repeat(40));
      expect(fs.existsSync(path.join(dir, 'jwt-secret'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
