import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { AccessTokens } from './tokens.js';

/** What every module is built with: passed in, never imported as a global. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  tokens: AccessTokens;
  log: FastifyBaseLogger;
}
