export * from './accounts.js';
export * from './auth.js';
export * from './catalog.js';
export * from './mail.js';
