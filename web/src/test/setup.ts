import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
});
