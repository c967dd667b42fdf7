export * from './facts.js';
export * from './wire.js';
