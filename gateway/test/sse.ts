/** A reader of server-sent events over a real HTTP connection, for the live stream's tests. */

export interface SseEvent {
  id?: string;
  event?: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** The next event (comments and `retry:` skipped), waiting for it to arrive. */
  next(): Promise<SseEvent>;
  /** Every line received so far, comments included. */
  lines: string[];
  close(): void;
}

export async function openStream(url: string, headers: Record<string, string> = {}) {
  const stop = new AbortController();
  const res = await fetch(url, { headers, signal: stop.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const lines: string[] = [];
  let buffer = '';
  const events: SseEvent[] = [];
  const waiting: ((event: SseEvent) => void)[] = [];
  let current: SseEvent = { data: '' };
  const take = (line: string) => {
    lines.push(line);
    if (line === '') {
      if (current.data !== '' || current.id !== undefined) {
        const event = { ...current, data: current.data.replace(/\n$/, '') };
        const waiter = waiting.shift();
        if (waiter) waiter(event);
        else events.push(event);
      }
      current = { data: '' };
      return;
    }
    const [, field, value = ''] = /^([^:]*):? ?(.*)$/.exec(line)!;
    if (field === 'id') current.id = value;
    else if (field === 'event') current.event = value;
    else if (field === 'data') current.data += `${value}\n`;
  };
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let at;
        while ((at = buffer.indexOf('\n')) >= 0) {
          take(buffer.slice(0, at));
          buffer = buffer.slice(at + 1);
        }
      }
    } catch {
      // Closed by the test.
    }
  })();
  return {
    status: res.status,
    headers: res.headers,
    lines,
    next: () =>
      new Promise<SseEvent>((resolve) => {
        const event = events.shift();
        if (event) resolve(event);
        else waiting.push(resolve);
      }),
    close: () => stop.abort(),
  } satisfies SseStream;
}
