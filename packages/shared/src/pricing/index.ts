export * from './money.js';
export * from './pricing.js';
