import { EventEmitter, once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { Limiter, sniff, widthsFor } from '../../src/modules/media/processing.js';

describe('photo processing', () => {
  it('judges the type from the bytes alone', () => {
    expect(sniff(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniff(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('image/png');
    expect(sniff(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniff(Buffer.from('GIF89a'))).toBeUndefined();
    expect(sniff(Buffer.alloc(0))).toBeUndefined();
  });

  it('makes the standard widths below the photo, its own width standing in above', () => {
    expect(widthsFor(4000)).toEqual([480, 960, 1200, 1600]);
    expect(widthsFor(1600)).toEqual([480, 960, 1200, 1600]);
    expect(widthsFor(1000)).toEqual([480, 960, 1000]);
    expect(widthsFor(480)).toEqual([480]);
    expect(widthsFor(300)).toEqual([300]);
  });

  it('runs at most two tasks at once; the others wait, and too many are refused', async () => {
    const limiter = new Limiter(2, 2);
    const started = new EventEmitter();
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const task = () =>
      new Promise<void>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        releases.push(() => {
          running -= 1;
          resolve();
        });
        started.emit('start');
      });
    const full = () => new Error('full');
    const runs = [1, 2, 3, 4].map(() => limiter.run(task, full));
    await expect(limiter.run(task, full)).rejects.toThrow('full');
    expect(releases).toHaveLength(2);
    // Each task that ends lets one waiting task start.
    for (let waiting = 2; waiting > 0; waiting -= 1) {
      const next = once(started, 'start');
      releases.shift()!();
      await next;
      expect(releases).toHaveLength(2);
    }
    for (const release of releases.splice(0)) release();
    await Promise.all(runs);
    expect(most).toBe(2);
  });
});
