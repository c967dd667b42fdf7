import { configOrExit, hostPort, listenUntilSignal, startService } from '@news/server-kit';
import { buildGateway } from './app.js';
import { loadConfig } from './config.js';

async function main() {
  const config = configOrExit(() => loadConfig());
  const { app, servesWeb } = await buildGateway(config);
  await listenUntilSignal(app, config);
  const origin = `http://${hostPort(config.host, config.port)}`;
  app.log.info(
    `GraphQL at ${origin}/graphql${config.introspection && !config.production ? ' (Apollo Sandbox)' : ''}; ` +
      (servesWeb
        ? `the site at ${origin}/`
        : 'the web client is not built (web/dist), so only the API is served'),
  );
}

startService('gateway', main);
