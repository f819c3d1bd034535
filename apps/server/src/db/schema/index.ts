export * from './accounts.js';
export * from './auth.js';
export * from './mail.js';
