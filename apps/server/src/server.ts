import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { installGracefulShutdown } from './lib/shutdown.js';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    // bad configuration stops the server with one clear line naming the variable (docs/decisions/0008)
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  try {
    const app = await buildApp(config);
    installGracefulShutdown(app);
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    process.stderr.write(`Could not start: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}

void main();
