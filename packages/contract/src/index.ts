export * from './facts.js';
export * from './wire.js';
export * from './text.js';
export * from './addresses.js';
export * from './drafts.js';
export * from './richText.js';
export * from './richDocument.js';
