import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { AccessTokens } from './lib/tokens.js';

/**
 * What every module is built with: passed in, never imported as a global. It sits above lib/ and
 * db/ (it holds the database), below the modules that receive it.
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  tokens: AccessTokens;
  log: FastifyBaseLogger;
}
