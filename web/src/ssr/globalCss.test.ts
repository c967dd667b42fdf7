import { describe, expect, it } from 'vitest';
import { globalCss } from './globalCss';

const GLOBAL =
  ':root{--a:red;--b:var(--a);--c:blue;--unused:green;--d:1px}' +
  '.dark{--b:var(--c)}' +
  'body{border-width:var(--d)}';

describe('globalCss', () => {
  it('keeps what the page reads, what that reads, and what the stylesheet itself reads', () => {
    const css = globalCss(GLOBAL).forPage('.x{color:var(--b)}');
    expect(css).toBe(
      ':root{--a:red;--b:var(--a);--c:blue;--d:1px}.dark{--b:var(--c)}body{border-width:var(--d)}',
    );
  });

  it('keeps only what the stylesheet reads when the page reads none', () => {
    expect(globalCss(GLOBAL).forPage()).toBe(':root{--d:1px}.dark{}body{border-width:var(--d)}');
  });

  it('finds the properties named in CSS and in markup, with or without spaces', () => {
    expect(
      globalCss(':root{--x:1px;--y:2px;--z:3px}').forPage(
        'a{color:var( --x , red)}',
        '<b style="width:var(--y)">',
      ),
    ).toBe(':root{--x:1px;--y:2px;}');
  });

  it('keeps a definition that ends its block without a semicolon', () => {
    expect(globalCss(':root{--a:1px;--b:2px}').forPage('var(--b)')).toBe(':root{--b:2px}');
  });

  it('reads names with escaped characters as whole names', () => {
    expect(
      globalCss(':root{--s-0:0;--s-0\\.5:2px;--w-1\\/2:50%;--w-1\\/3:33%}').forPage(
        'a{margin:var(--s-0\\.5)}',
      ),
    ).toBe(':root{--s-0\\.5:2px;}');
  });

  const ANIMATED =
    '@keyframes spin{0%{transform:rotate(0deg)}to{transform:rotate(360deg)}}' +
    '@-webkit-keyframes fade-in{from{opacity:0}to{opacity:1}}' +
    '@keyframes fade-in{from{opacity:0}to{opacity:1}}' +
    ':root{--spinning:spin 1s linear infinite;--fading:fade-in 0.2s}' +
    '@keyframes ping{75%,to{--scale:2;opacity:0}}';

  it('leaves out keyframes no animation names', () => {
    expect(globalCss(ANIMATED).forPage('.x{color:red}')).toBe(':root{}');
  });

  it('keeps the keyframes the page animates with, directly or through a custom property', () => {
    expect(globalCss(ANIMATED).forPage('.x{animation:var(--spinning)}')).toBe(
      '@keyframes spin{0%{transform:rotate(0deg)}to{transform:rotate(360deg)}}' +
        ':root{--spinning:spin 1s linear infinite;}',
    );
    expect(globalCss(ANIMATED).forPage('.x{animation-name:fade-in, ping}')).toBe(
      '@-webkit-keyframes fade-in{from{opacity:0}to{opacity:1}}' +
        '@keyframes fade-in{from{opacity:0}to{opacity:1}}:root{}' +
        '@keyframes ping{75%,to{--scale:2;opacity:0}}',
    );
  });
});
