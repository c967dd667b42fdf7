/* The REST API's JSON, as the api writes it and the gateway reads it (see /openapi.json), by resource. */

export * from './wire/articles.js';
export * from './wire/common.js';
export * from './wire/review.js';
export * from './wire/users.js';
export * from './wire/sessions.js';
