/*
 * N api and M gateway processes on one machine, each behind a balancer: readers and clients use
 * the site (the HTTP cache, when there is one, in front of the gateway balancer), and every
 * gateway's one API_URL is the api balancer (in front of the apis). The processes share
 * DATABASE_URL (PostgreSQL), REDIS_URL and JWT_SECRET from the environment they are given.
 */
import net from 'node:net';
import path from 'node:path';
import { startBalancer, type Balancer } from './balancer.js';
import { startHttpCache, type HttpCache } from './http-cache.js';
import { startSite, type Site } from './site.js';
import { ServiceProcess, type Kind } from './supervisor.js';

export interface ClusterOptions {
  /** The repository: the services run from `api/dist` and `gateway/dist` under it. */
  root: string;
  apis: number;
  gateways: number;
  /** Where the balancers and the processes listen. */
  host: string;
  /**
   * The site's port (0: a free one). With an HTTP cache, a router there (`site.ts`) sends live
   * streams to the gateways and the rest to the cache; without, the gateway balancer's.
   */
  sitePort: number;
  /**
   * Varnish in front of the gateway balancer (`http-cache.ts`): the varnishd to run and its purge
   * socket's port (0: a free one). Left out, readers reach the gateway balancer itself.
   */
  httpCache?: { varnishd: string; purgePort: number } | undefined;
  /** The api balancer's port (0: a free one). */
  apiPort: number;
  /** The environment every process starts with; the cluster adds each one's ports and URLs. */
  env: NodeJS.ProcessEnv;
  /** More variables for the apis only, or the gateways only. */
  apiEnv?: NodeJS.ProcessEnv;
  gatewayEnv?: NodeJS.ProcessEnv;
  /** Each process's metrics port (`API_METRICS_PORT`, ...), one per process; unset: none. */
  apiMetricsPorts?: number[] | undefined;
  gatewayMetricsPorts?: number[] | undefined;
  /** `inherit`: every process's lines on this terminal; or a folder for `<name>.log` files. */
  output: 'inherit' | { dir: string };
}

export interface Cluster {
  /** The site's one URL: the router in front of the HTTP cache, else the gateway balancer's. */
  siteUrl: string;
  /** The HTTP cache's own origin (what the site's router sends all but streams to). */
  cacheUrl: string | undefined;
  /** The gateway balancer's origin (the HTTP cache's backend). */
  gatewaysUrl: string;
  /** Where the gateways post their purges, when an HTTP cache is in front. */
  purgeUrl: string | undefined;
  /** The api balancer's origin: every gateway's API_URL. */
  apiUrl: string;
  apis: ServiceProcess[];
  gateways: ServiceProcess[];
  /** Each process's metrics origin by name, when metrics ports were given. */
  metricsUrls: Map<string, string>;
  /** Stops the balancers and every process (SIGTERM, then SIGKILL after 10 s). */
  stop(): Promise<void>;
}

/** Free TCP ports on `host`, held open together while choosing so that they differ. */
export async function freePorts(host: string, count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, host, () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
  return ports;
}

/** `http://host:port`, an IPv6 host in brackets; `0.0.0.0` and `::` reached at loopback. */
export function origin(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/** What has been started so far: all of it is stopped should a later step fail. */
interface Started {
  processes: ServiceProcess[];
  balancers: Balancer[];
  cache?: HttpCache | undefined;
  site?: Site | undefined;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { host } = options;
  const ports = await freePorts(host, options.apis + options.gateways + 1);
  const started: Started = { processes: [], balancers: [] };
  const metricsUrls = new Map<string, string>();
  const make = processMaker(options, started, metricsUrls);

  const stop = async () => {
    // Each process is marked as stopping at once, so that none is started again meanwhile.
    const stopped = started.processes.map((service) => service.stop());
    await started.site?.close();
    await started.cache?.stop();
    await Promise.all(started.balancers.map((balancer) => balancer.close()));
    await Promise.all(stopped);
  };

  try {
    const apiPorts = ports.slice(0, options.apis);
    const gatewayPorts = ports.slice(options.apis, options.apis + options.gateways);
    const { apiBalancer, siteBalancer, cache, site } = await startFront(
      options,
      started,
      apiPorts,
      gatewayPorts,
      ports.at(-1)!,
    );
    const siteUrl = site?.url ?? siteBalancer.url;

    const apis = apiPorts.map((port, i) =>
      // The site's address is where passkeys are made and used (the api checks their origin).
      make('api', i, port, {
        SITE_URL: options.env.SITE_URL || siteUrl,
        ...options.apiEnv,
        API_HOST: host,
        API_PORT: String(port),
      }),
    );
    const gateways = gatewayPorts.map((port, i) =>
      make('gateway', i, port, {
        SITE_URL: options.env.SITE_URL || siteUrl,
        ...(cache ? { CDN_PURGE_URL: cache.purgeUrl } : {}),
        ...options.gatewayEnv,
        GATEWAY_HOST: host,
        GATEWAY_PORT: String(port),
        API_URL: apiBalancer.url,
      }),
    );
    await startInOrder(apis, gateways);

    return {
      siteUrl,
      cacheUrl: cache?.url,
      gatewaysUrl: siteBalancer.url,
      purgeUrl: cache?.purgeUrl,
      apiUrl: apiBalancer.url,
      apis,
      gateways,
      metricsUrls,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * Makes (without starting) one api or gateway process listening on `port`: its own environment
 * and metrics port, its output, and its place in `started` for stopping.
 */
function processMaker(options: ClusterOptions, started: Started, metricsUrls: Map<string, string>) {
  const { root, host } = options;
  return (kind: Kind, index: number, port: number, env: NodeJS.ProcessEnv) => {
    const name = `${kind}-${index + 1}`;
    const metricsPort = (kind === 'api' ? options.apiMetricsPorts : options.gatewayMetricsPorts)?.[
      index
    ];
    const metricsVar = kind === 'api' ? 'API_METRICS_PORT' : 'GATEWAY_METRICS_PORT';
    const own: NodeJS.ProcessEnv = { ...options.env, ...env };
    delete own.API_METRICS_PORT;
    delete own.GATEWAY_METRICS_PORT;
    if (metricsPort !== undefined) {
      own[metricsVar] = String(metricsPort);
      metricsUrls.set(name, origin(own.METRICS_HOST || '127.0.0.1', metricsPort));
    }
    const service = new ServiceProcess({
      name,
      kind,
      script: path.join(root, kind, 'dist/server.js'),
      cwd: root,
      env: own,
      url: origin(host, port),
      output:
        options.output === 'inherit'
          ? 'inherit'
          : { file: path.join(options.output.dir, `${name}.log`) },
    });
    started.processes.push(service);
    return service;
  };
}

/**
 * The balancers in front of the apis and of the gateways, and the HTTP cache (when asked for) in
 * front of the gateway balancer, which then listens on `behindCache`, with the site's router in
 * front of the cache, sending live streams around it to the gateways.
 */
async function startFront(
  options: ClusterOptions,
  started: Started,
  apiPorts: number[],
  gatewayPorts: number[],
  behindCache: number,
) {
  const { host } = options;
  const apiBalancer = await startBalancer({
    host,
    port: options.apiPort,
    upstreams: apiPorts.map((port) => origin(host, port)),
  });
  started.balancers.push(apiBalancer);
  const siteBalancer = await startBalancer({
    host,
    port: options.httpCache ? behindCache : options.sitePort,
    upstreams: gatewayPorts.map((port) => origin(host, port)),
  });
  started.balancers.push(siteBalancer);
  if (options.httpCache) {
    const [cachePort, purgePort] = await freePorts(host, 2);
    started.cache = await startHttpCache({
      varnishd: options.httpCache.varnishd,
      host,
      port: cachePort!,
      purgePort: options.httpCache.purgePort || purgePort!,
      backend: siteBalancer.url,
      output:
        options.output === 'inherit'
          ? 'inherit'
          : { file: path.join(options.output.dir, 'cache.log') },
    });
  }
  if (started.cache) {
    started.site = await startSite({
      host,
      port: options.sitePort,
      cache: started.cache.url,
      gateways: gatewayPorts.map((port) => origin(host, port)),
    });
  }
  return { apiBalancer, siteBalancer, cache: started.cache, site: started.site };
}

/** The first api migrates and seeds an empty database alone; the others find it done. */
async function startInOrder(apis: ServiceProcess[], gateways: ServiceProcess[]) {
  const [first, ...rest] = apis;
  first!.start();
  await first!.untilReady();
  for (const api of rest) api.start();
  await Promise.all(rest.map((api) => api.untilReady()));
  for (const gateway of gateways) gateway.start();
  await Promise.all(gateways.map((gateway) => gateway.untilReady()));
}
