import { describe, expect, it } from 'vitest';
import { offlineCopy } from './offlineCopy';

const page = (html: string) =>
  new Response(html, {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(html.length),
      'content-security-policy': "script-src 'self'",
    },
  });

describe('offlineCopy', () => {
  it('marks the page offline and leaves the theme to the reader of today', async () => {
    const copy = await offlineCopy(
      page(
        '<!doctype html><html lang="te" class="dark" style="color-scheme: dark"><head></head><body><p class="x">text</p></body></html>',
      ),
    );
    expect(await copy.text()).toBe(
      '<!doctype html><html lang="te" data-offline><head></head><body><p class="x">text</p></body></html>',
    );
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-security-policy')).toBe("script-src 'self'");
    expect(copy.headers.get('content-length')).toBeNull();
  });

  it('marks a page without a theme once', async () => {
    const copy = await offlineCopy(page('<html lang="en" data-offline><body></body></html>'));
    expect(await copy.text()).toBe('<html lang="en" data-offline><body></body></html>');
  });
});
