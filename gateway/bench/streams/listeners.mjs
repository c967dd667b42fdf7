/*
 * One load process of the streams bench (forked by streams/load.ts): it holds its share of
 * `GET /live?topic=alerts` streams as plain sockets (a browser's EventSource costs the server
 * the same), and tells its parent over IPC when they are open and when each alert reached each
 * of them. Plain JavaScript: thousands of sockets in a process that loads nothing else.
 *
 * Messages from the parent: {type:'open', targets:[{host,port}], count, path, resume?} opens the
 * streams; {type:'round', round} starts a round (the next alert is timed); {type:'collect'}
 * asks for the round's times; {type:'check', ids} asks how many streams lack one of the alert
 * ids or heard one twice. To the parent: {type:'opened', open, failed}, {type:'all-heard'},
 * {type:'times', times, missed, twice, closed} and {type:'checked', missed, twice, reopened}.
 * With `resume` (a target), a stream whose gateway goes away opens again there, as a browser's
 * EventSource does, sending the last id it had as Last-Event-ID.
 */
import net from 'node:net';

/** Streams opened at once while connecting, so the listen queue never overflows. */
const BATCH = 200;
const now = () => performance.timeOrigin + performance.now();

/** @type {{ socket: net.Socket, open: boolean, heardAt: number | undefined, heard: number, tail: string, lastId: string | undefined, ids: number[], reopened: number, retry: number }[]} */
const streams = [];
let round = -1;
let roundHeard = 0;
let closing = false;

/** The request for a stream, resuming after `lastId` when it has one. */
const request = (target, path, lastId) =>
  `GET ${path} HTTP/1.1\r\nHost: ${target.host}:${target.port}\r\nAccept: text/event-stream\r\n${
    lastId ? `Last-Event-ID: ${lastId}\r\n` : ''
  }\r\n`;

/** Notes each whole event of `text` (an alert's id, the last id); gives back the unfinished rest. */
function readEvents(stream, text) {
  const events = text.split('\n\n');
  const rest = events.pop();
  for (const event of events) {
    const id = /^id: (\d+)$/m.exec(event)?.[1];
    if (id) stream.lastId = id;
    if (id && event.includes('\nevent: alert')) stream.ids.push(Number(id));
  }
  return rest;
}

function connect(stream, target, path, resume, resolve) {
  const socket = net.connect(target.port, target.host);
  stream.socket = socket;
  stream.tail = '';
  socket.setNoDelay(true);
  socket.on('connect', () => socket.write(request(target, path, stream.lastId)));
  socket.setEncoding('utf8');
  let head = true;
  socket.on('data', (chunk) => {
    if (head) {
      // The answer's head, kept whole until the stream's first line (`retry:`) is in.
      stream.tail += chunk;
      const text = stream.tail;
      if (!text.includes('\r\n\r\n')) return;
      if (!text.startsWith('HTTP/1.1 200')) {
        socket.destroy();
        return resolve(false);
      }
      if (!text.includes('retry:')) return;
      head = false;
      stream.open = true;
      stream.retry = Number(/retry: (\d+)/.exec(text)?.[1] ?? stream.retry);
      stream.tail = resume ? readEvents(stream, text.slice(text.indexOf('retry:'))) : '';
      return resolve(true);
    }
    if (resume) {
      stream.tail = readEvents(stream, stream.tail + chunk);
      return;
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
    const wasOpen = stream.open;
    stream.open = false;
    resolve(false);
    // As EventSource does: after the stream's `retry:` time, again and again until it opens.
    if (!resume || closing || (!wasOpen && stream.reopened === 0)) return;
    if (wasOpen) stream.reopened += 1;
    setTimeout(() => connect(stream, resume, path, resume, () => {}), stream.retry);
  });
}

function openOne(target, path, resume) {
  return new Promise((resolve) => {
    const stream = {
      socket: undefined,
      open: false,
      heardAt: undefined,
      heard: 0,
      tail: '',
      lastId: undefined,
      ids: [],
      reopened: 0,
      retry: 3000,
    };
    // Called once with true at most: a stream opened again answers to nobody.
    connect(stream, target, path, resume, (ok) => {
      if (ok) streams.push(stream);
      resolve(ok);
    });
  });
}

async function open({ targets, count, path, resume }) {
  let failed = 0;
  for (let i = 0; i < count; i += BATCH) {
    const batch = [];
    for (let j = i; j < Math.min(count, i + BATCH); j += 1) {
      batch.push(openOne(targets[j % targets.length], path, resume));
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
  } else if (message.type === 'check') {
    let missed = 0;
    let twice = 0;
    let reopened = 0;
    for (const stream of streams) {
      if (message.ids.some((id) => !stream.ids.includes(id))) missed += 1;
      if (new Set(stream.ids).size < stream.ids.length) twice += 1;
      if (stream.reopened > 0) reopened += 1;
    }
    process.send({ type: 'checked', missed, twice, reopened });
  } else if (message.type === 'close') {
    closing = true;
    for (const stream of streams) stream.socket.destroy();
    process.exit(0);
  }
});
process.send({ type: 'started' });
