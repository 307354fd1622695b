import { loadConfig } from './config';
import { consoleLogger } from './logger';
import { startServer } from './start-server';

// Process entry for `npm start` and hosted instances: configuration from the environment.

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const server = await startServer({ ...config, env: process.env, logger: consoleLogger });
  const where = server.dialect === 'sqlite' ? `SQLite in ${config.dataDir}` : 'PostgreSQL';
  consoleLogger.info(`Citewise is running at ${server.url} (${where})`);

  const shutdown = (signal: string) => {
    consoleLogger.info(`${signal} received, shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        consoleLogger.error('Shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  consoleLogger.error('Citewise could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
