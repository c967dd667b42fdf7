import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { takeToasts } from '../shared/components/toasts';
import { removeAllToasts } from '../shared/components/Toaster';

// findBy and waitFor wait for the state a test names; on a busy machine a render can take
// seconds, so the bound only catches a state that never comes.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no layout engine; Chakra's autoresizing textarea only needs the constructor to exist.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// ProseMirror measures the caret to scroll it into view; jsdom lays nothing out, so every box is
// empty.
const noRects = () => ({ length: 0, item: () => null, *[Symbol.iterator]() {} });
const emptyRect = () => new DOMRect(0, 0, 0, 0);
for (const proto of [Range.prototype, Element.prototype, Text.prototype] as object[]) {
  const target = proto as { getClientRects?: unknown; getBoundingClientRect?: unknown };
  target.getClientRects ??= noRects;
  target.getBoundingClientRect ??= emptyRect;
}
if (!('elementFromPoint' in document)) {
  Object.assign(document, { elementFromPoint: () => null });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The toaster and its waiting messages live in modules every test shares: a message one test
  // asked for must not appear in the next.
  takeToasts();
  removeAllToasts();
});
