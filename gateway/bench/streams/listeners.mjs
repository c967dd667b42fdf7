/*
 * One load process of the streams bench (forked by streams/load.ts): it holds its share of
 * `GET /live?topic=alerts` streams as plain sockets (a browser's EventSource costs the server
 * the same), and tells its parent over IPC when they are open and when each alert reached each
 * of them. Plain JavaScript: thousands of sockets in a process that loads nothing else.
 *
 * Messages from the parent: {type:'open', targets:[{host,port}], count, path} opens the
 * streams; {type:'round', round} starts a round (the next alert is timed); {type:'collect'}
 * asks for the round's times. To the parent: {type:'opened', open, failed}, {type:'all-heard'}
 * and {type:'times', times, missed, twice, closed}.
 */
import net from 'node:net';

/** Streams opened at once while connecting, so the listen queue never overflows. */
const BATCH = 200;
const now = () => performance.timeOrigin + performance.now();

/** @type {{ socket: net.Socket, open: boolean, heardAt: number | undefined, heard: number, tail: string }[]} */
const streams = [];
let round = -1;
let roundHeard = 0;

function openOne(target, path) {
  return new Promise((resolve) => {
    const stream = { socket: undefined, open: false, heardAt: undefined, heard: 0, tail: '' };
    const socket = net.connect(target.port, target.host);
    stream.socket = socket;
    socket.setNoDelay(true);
    socket.on('connect', () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${target.host}:${target.port}\r\nAccept: text/event-stream\r\n\r\n`,
      );
    });
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      if (!stream.open) {
        // The answer's head, kept whole until the stream's first line (`retry:`) is in.
        stream.tail += chunk;
        const head = stream.tail;
        if (!head.includes('\r\n\r\n')) return;
        if (!head.startsWith('HTTP/1.1 200')) {
          socket.destroy();
          return resolve(false);
        }
        if (!head.includes('retry:')) return;
        stream.tail = '';
        stream.open = true;
        streams.push(stream);
        return resolve(true);
      }
      const text = stream.tail + chunk;
      const marked = text.includes('event: alert');
      // The tail keeps a marker cut between two reads whole in the next, and no marker counted.
      stream.tail = marked ? '' : text.slice(-11);
      if (round >= 0 && marked) {
        stream.heard += 1;
        if (stream.heardAt === undefined) {
          stream.heardAt = now();
          roundHeard += 1;
          if (roundHeard === streams.length) process.send({ type: 'all-heard' });
        }
      }
    });
    socket.on('error', () => resolve(false));
    socket.on('close', () => {
      stream.open = false;
      resolve(false);
    });
  });
}

async function open({ targets, count, path }) {
  let failed = 0;
  for (let i = 0; i < count; i += BATCH) {
    const batch = [];
    for (let j = i; j < Math.min(count, i + BATCH); j += 1) {
      batch.push(openOne(targets[j % targets.length], path));
    }
    for (const ok of await Promise.all(batch)) if (!ok) failed += 1;
  }
  process.send({ type: 'opened', open: streams.length, failed });
}

process.on('message', (message) => {
  if (message.type === 'open') void open(message);
  else if (message.type === 'round') {
    round = message.round;
    roundHeard = 0;
    for (const stream of streams) {
      stream.heardAt = undefined;
      stream.heard = 0;
    }
    process.send({ type: 'ready', round });
  } else if (message.type === 'collect') {
    const times = [];
    let missed = 0;
    let twice = 0;
    let closed = 0;
    for (const stream of streams) {
      if (!stream.open) closed += 1;
      if (stream.heardAt === undefined) missed += 1;
      else times.push(stream.heardAt);
      if (stream.heard > 1) twice += 1;
    }
    process.send({ type: 'times', times, missed, twice, closed });
  } else if (message.type === 'close') {
    for (const stream of streams) stream.socket.destroy();
    process.exit(0);
  }
});
process.send({ type: 'started' });
