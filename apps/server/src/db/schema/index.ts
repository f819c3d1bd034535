export * from './accounts.js';
export * from './auth.js';
export * from './cart.js';
export * from './catalog.js';
export * from './coupons.js';
export * from './mail.js';
