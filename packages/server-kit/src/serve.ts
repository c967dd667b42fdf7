import type { FastifyInstance } from 'fastify';
import { ConfigError } from '@news/contract/env';

/**
 * The configuration, or every bad variable listed and the process ended: a bad variable is the
 * operator's to fix, and a stack trace would only bury the list.
 */
export function configOrExit<C>(load: () => C): C {
  try {
    return load();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/** `host:port`, with an IPv6 address in brackets as a URL writes it. */
export const hostPort = (host: string, port: number) =>
  `${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`;

/**
 * Listens on `host:port` and closes the app on SIGINT or SIGTERM, ending the process when the
 * close has finished (code 1 when it failed). Says where the metrics are, when they are served.
 */
export async function listenUntilSignal(
  app: FastifyInstance,
  { host, port }: { host: string; port: number },
): Promise<void> {
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
  await app.listen({ host, port });
  const metrics = app.metricsAddress();
  if (metrics) app.log.info(`metrics at http://${hostPort(metrics.address, metrics.port)}/metrics`);
}

/** Runs a service's start; if it fails, says so and ends the process. */
export function startService(name: string, start: () => Promise<void>): void {
  start().catch((err: unknown) => {
    console.error(`The ${name} could not start:`, err);
    process.exit(1);
  });
}
