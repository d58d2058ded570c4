import fs from 'node:fs';
import path from 'node:path';
import { createApp } from './app';
import { readEnv } from './env';
import { issueSetupToken, setupNeeded } from './features/setup/setup.service';
import { listenerLimitsOf, listenWithLimits } from './http/listener';
import { createLogger } from './logger';
import { openServices } from './services';

/** Entry point: environment → database → migrations → listen. No logic of its own. */
const env = readEnv();
const logger = createLogger(env.LOG_LEVEL);
const webRoot = path.resolve('dist/web');
if (!fs.existsSync(path.join(webRoot, 'index.html'))) {
  // Not fatal: the API works, and each page answers 503 saying to build (http/web-app.ts) until
  // a build appears, which is then served without a restart.
  logger.warn({ webRoot }, "interfaccia web non compilata: esegui 'npm run build'");
}

const { database, deps, jobs } = await openServices(env, logger, webRoot).catch(
  (error: unknown) => {
    logger.fatal({ err: error }, 'avvio non riuscito');
    process.exit(1);
  },
);
const app = createApp(deps);

// Connection caps and timeouts (http/listener.ts); the 65-second keep-alive outlasts a browser's
// or a load balancer's own, so a connection is never closed under a request on its way.
const server = listenWithLimits(
  app.fetch,
  { port: env.PORT, hostname: env.HOST, limits: listenerLimitsOf(env) },
  async (info) => {
    const origin = env.PUBLIC_URL ?? `http://localhost:${info.port}`;
    logger.info(
      { port: info.port, database: database.dialect, version: deps.version },
      'Sportello avviato',
    );
    process.stdout.write(`\nSportello è in ascolto su ${origin}\n`);
    jobs.start();
    if (await setupNeeded(deps.db)) {
      const token = await issueSetupToken(deps.db, new Date());
      process.stdout.write(
        `\nNessun account presente. Crea il primo amministratore aprendo (valido 24 ore):\n  ${origin}/setup?token=${token}\n\n`,
      );
    }
  },
);

async function shutdown(signal: string) {
  logger.info({ signal }, 'arresto in corso');
  server.close();
  await jobs.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
