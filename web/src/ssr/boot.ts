import type { NormalizedCacheObject } from '@apollo/client';
import type { Language } from '../shared/preferences';

/** What the server writes into the page for the browser to start from. */
export interface Boot {
  /** The interface language the page was rendered in. */
  lang: Language;
  /** When the page was rendered (ms since the epoch), for relative times that hydrate unchanged. */
  now: number;
  /** The interface strings of `lang`. */
  strings: Record<string, unknown>;
  /** The Apollo cache the page was rendered from; absent on pages rendered in the browser. */
  apollo?: NormalizedCacheObject;
  /** Whether #root holds server-rendered HTML to hydrate (reader pages) or nothing (staff pages). */
  rendered: boolean;
}

/** The element holding the boot data: `<script type="application/json" id="boot">`, data the CSP never runs. */
export const BOOT_ELEMENT_ID = 'boot';

/** JSON safe inside a <script> element: nothing in it can close the element or start a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The boot data the server wrote into the page; null in development, where Vite serves index.html as it is. */
export function readBoot(): Boot | null {
  const element = document.getElementById(BOOT_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as Boot;
  } catch {
    return null;
  }
}
