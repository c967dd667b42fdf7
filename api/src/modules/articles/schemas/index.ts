/** The articles' TypeBox schemas (which also make the OpenAPI document), one file per route group. */
export * from './articles.js';
export * from './authors.js';
export * from './common.js';
export * from './front.js';
export * from './history.js';
export * from './notes.js';
export * from './telugu-words.js';
export * from './suggestions.js';
export * from './trash.js';
