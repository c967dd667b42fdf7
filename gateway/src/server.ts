import { buildGateway } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function main() {
  const config = readConfig();
  const { app, servesWeb } = await buildGateway(config);
  let closing = false;
  // Idempotent: Ctrl-C reaches both this process and `npm start`'s launcher, which forwards it.
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen({ host: config.host, port: config.port });
  const origin = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  const metrics = app.metricsAddress();
  if (metrics) {
    const host = metrics.address.includes(':') ? `[${metrics.address}]` : metrics.address;
    app.log.info(`metrics at http://${host}:${metrics.port}/metrics`);
  }
  app.log.info(
    `GraphQL at ${origin}/graphql${config.introspection && !config.production ? ' (Apollo Sandbox)' : ''}; ` +
      (servesWeb
        ? `the site at ${origin}/`
        : 'the web client is not built (web/dist), so only the API is served'),
  );
}

main().catch((err: unknown) => {
  console.error('The gateway could not start:', err);
  process.exit(1);
});
