export * from './money.js';
export * from './payment-balance.js';
export * from './pricing.js';
