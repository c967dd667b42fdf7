import { describe, expect, it } from 'vitest';
import { customProperties, propertiesUsedBy } from './customProperties';

const GLOBAL =
  ':root{--a:red;--b:var(--a);--c:blue;--unused:green;--d:1px}' +
  '.dark{--b:var(--c)}' +
  'body{border-width:var(--d)}';

describe('customProperties', () => {
  it('keeps what the page reads, what that reads, and what the stylesheet itself reads', () => {
    const css = customProperties(GLOBAL).keepOnly(propertiesUsedBy('.x{color:var(--b)}'));
    expect(css).toBe(
      ':root{--a:red;--b:var(--a);--c:blue;--d:1px}.dark{--b:var(--c)}body{border-width:var(--d)}',
    );
  });

  it('keeps only what the stylesheet reads when the page reads none', () => {
    expect(customProperties(GLOBAL).keepOnly([])).toBe(
      ':root{--d:1px}.dark{}body{border-width:var(--d)}',
    );
  });

  it('finds the properties named in CSS and in markup, with or without spaces', () => {
    expect(propertiesUsedBy('a{color:var( --x , red)}', '<b style="width:var(--y)">')).toEqual([
      '--x',
      '--y',
    ]);
  });

  it('keeps a definition that ends its block without a semicolon', () => {
    expect(customProperties(':root{--a:1px;--b:2px}').keepOnly(['--b'])).toBe(':root{--b:2px}');
  });
});
