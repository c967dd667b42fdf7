/*
 * Loaded before autocannon runs (imported, or `node --import` with autocannon's CLI): the benches
 * time servers, and autocannon 9 decodes every answer's body into a string that they never read
 * (mcollina/autocannon#485). For a compressed page that decoding costs the client more than the
 * server spends on the answer, so the client, not the server, set the figure. Bytes received are
 * counted apart from the body and still reported.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** @type {{ prototype: { addBody(data: unknown): void } }} */
const Queue = require('autocannon/lib/pipelinedRequestsQueue.js');

Queue.prototype.addBody = function addBody() {};
