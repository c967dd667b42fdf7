/**
 * A reader's live stream as a browser's EventSource keeps it: server-sent events over a real
 * HTTP connection, opened again with `Last-Event-ID` whenever it ends or breaks, every event's
 * id kept, for the live test's checks of what was missed or seen twice.
 */
import { EventEmitter } from 'node:events';

export interface ReceivedEvent {
  id: number;
  event: string;
  data: string;
}

/** The longest it waits before opening again after a failure (a browser waits `retry:`). */
const RETRY_MAX_MS = 1000;

export class ResumingStream extends EventEmitter {
  readonly events: ReceivedEvent[] = [];
  /** Connections opened with a 200 answer so far. */
  connections = 0;
  private lastId: string | undefined;
  private stop = new AbortController();

  constructor(private readonly url: string) {
    super();
    void this.run();
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.stop.signal.aborted) {
      try {
        const res = await fetch(this.url, {
          headers: {
            accept: 'text/event-stream',
            ...(this.lastId ? { 'last-event-id': this.lastId } : {}),
          },
          signal: this.stop.signal,
        });
        if (res.status !== 200) throw new Error(`the stream answered ${res.status}`);
        await this.read(res.body!);
        failures = 0;
      } catch {
        if (this.stop.signal.aborted) return;
        failures += 1;
        await new Promise((resolve) => setTimeout(resolve, Math.min(RETRY_MAX_MS, 50 * failures)));
      }
    }
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const reader = body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let current: Partial<ReceivedEvent> & { data: string } = { data: '' };
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let at;
      while ((at = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 1);
        if (line.startsWith('retry:')) {
          this.connections += 1;
          this.emit('open');
        } else if (line === '') {
          if (current.id !== undefined) {
            this.lastId = String(current.id);
            const event = { id: current.id, event: current.event ?? 'message', data: current.data };
            this.events.push(event);
            this.emit('event', event);
          }
          current = { data: '' };
        } else if (line.startsWith('id: ')) current.id = Number(line.slice(4));
        else if (line.startsWith('event: ')) current.event = line.slice(7);
        else if (line.startsWith('data: ')) current.data += line.slice(6);
      }
    }
  }

  /** The ids of the events of `kind` received, in order. */
  ids(kind = 'alert'): number[] {
    return this.events.filter((e) => e.event === kind).map((e) => e.id);
  }

  close(): void {
    this.stop.abort();
  }
}
