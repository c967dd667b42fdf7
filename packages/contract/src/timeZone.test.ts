import { describe, expect, it } from 'vitest';
import { newsroomTimeZone, readEnv } from './env.js';
import { DEFAULT_TIME_ZONE, isTimeZone } from './index.js';

describe('the newsroom time zone', () => {
  it('knows IANA zones and nothing else', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('is read from NEWSROOM_TIME_ZONE, Asia/Kolkata when unset, and refused by name when bad', () => {
    const schema = { NEWSROOM_TIME_ZONE: newsroomTimeZone() };
    expect(readEnv(schema, {}).NEWSROOM_TIME_ZONE).toBe(DEFAULT_TIME_ZONE);
    expect(readEnv(schema, { NEWSROOM_TIME_ZONE: '' }).NEWSROOM_TIME_ZONE).toBe('Asia/Kolkata');
    expect(readEnv(schema, { NEWSROOM_TIME_ZONE: 'Europe/London' }).NEWSROOM_TIME_ZONE).toBe(
      'Europe/London',
    );
    expect(() => readEnv(schema, { NEWSROOM_TIME_ZONE: 'Mars/Olympus' })).toThrow(
      /NEWSROOM_TIME_ZONE: must be an IANA time zone/,
    );
  });
});
