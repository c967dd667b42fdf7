/*
 * The site's port when an HTTP cache is in front: it reads the head of each connection's first
 * request and joins the connection, bytes untouched, either to a gateway (a live stream: `/live`,
 * or `Accept: text/event-stream`, a GraphQL subscription) or to the HTTP cache (everything else).
 * Varnish gives each connection it serves a worker thread for as long as it lasts, and a stream
 * lasts as long as its page is open: streams held there would starve the cached pages of
 * threads, so they go around it, as a platform's load balancer routes them in production
 * (docs/scaling.md, "Live streams"). It works on TCP, not HTTP, so that a page costs it a copy
 * of bytes and no parsing, and a stream one socket on each side and nothing more.
 */
import net from 'node:net';

export interface SiteOptions {
  host: string;
  /** 0 for any free port. */
  port: number;
  /** The HTTP cache's origin (http://host:port): pages and everything not a stream. */
  cache: string;
  /** The gateways' origins, taken in turn for streams; one refusing is skipped. */
  gateways: string[];
}

export interface Site {
  /** Its origin: the site's. */
  url: string;
  close(): Promise<void>;
}

/** The most a first request's head may take before it is refused (as Node's own limit). */
const HEAD_MAX = 16 * 1024;
/** How long a connection may take to send its first request's head. */
const HEAD_TIMEOUT_MS = 30_000;
const STREAM_PATH = /^[A-Z]+ \/live(\?|\s)/;
const EVENT_STREAM = /^accept:[^\r\n]*text\/event-stream/im;

/** True when a request's head asks for a live stream. */
export function isStream(head: string): boolean {
  const headers = head.slice(head.indexOf('\r\n'));
  return STREAM_PATH.test(head) || EVENT_STREAM.test(headers);
}

const address = (origin: string) => {
  const url = new URL(origin);
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port) };
};

/** Connects to the first of `targets` that accepts, from `first` on in turn. */
function connectAny(targets: { host: string; port: number }[], first: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const attempt = (tried: number) => {
      if (tried === targets.length) return reject(new Error('no gateway accepted'));
      const target = targets[(first + tried) % targets.length]!;
      const socket = net.connect(target.port, target.host);
      socket.once('connect', () => {
        socket.removeAllListeners('error');
        resolve(socket);
      });
      socket.once('error', () => attempt(tried + 1));
    };
    attempt(0);
  });
}

export async function startSite(options: SiteOptions): Promise<Site> {
  const cache = address(options.cache);
  const gateways = options.gateways.map(address);
  let turn = 0;
  const sockets = new Set<net.Socket>();

  const server = net.createServer({ noDelay: true }, (client) => {
    sockets.add(client);
    client.once('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    client.setTimeout(HEAD_TIMEOUT_MS, () => client.destroy());
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      const head = Buffer.concat(chunks).toString('latin1');
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) {
        if (size > HEAD_MAX) client.end('HTTP/1.1 431 Request Header Fields Too Large\r\n\r\n');
        return;
      }
      client.off('data', onData);
      client.pause();
      client.setTimeout(0);
      const stream = isStream(head.slice(0, end));
      const upstream = stream
        ? connectAny(gateways, turn++ % gateways.length)
        : connectAny([cache], 0);
      upstream.then(
        (server) => join(client, server, Buffer.concat(chunks), sockets),
        () => client.end('HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n'),
      );
    };
    client.on('data', onData);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** Joins the two sockets both ways, after sending what the client has sent so far. */
function join(client: net.Socket, server: net.Socket, first: Buffer, sockets: Set<net.Socket>) {
  if (client.destroyed) return void server.destroy();
  sockets.add(server);
  server.setNoDelay(true);
  server.once('close', () => {
    sockets.delete(server);
    client.destroy();
  });
  client.once('close', () => server.destroy());
  server.on('error', () => server.destroy());
  server.write(first);
  client.pipe(server);
  server.pipe(client);
  client.resume();
}
