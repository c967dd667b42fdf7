/*
 * The gateway's open live streams, by topic: each event is written once as a server-sent event
 * and the same text goes to every listener of its topic; one interval beats for all of them.
 */
import { LIVE_HEARTBEAT_MS, type LiveEvent } from '@news/contract';

/** An open stream: takes an event and its text as a server-sent event, or a heartbeat. */
export type LiveListener = (chunk: string, event?: LiveEvent) => void;

/** Told when a topic gets its first listener and loses its last (a feed that reads per topic). */
export interface TopicWatcher {
  /** `after`: the first listener's stream has every event up to it (or reads them itself). */
  opened(topic: string, after: number): void;
  closed(topic: string): void;
}

/** Ids delivered recently per topic: an event heard twice (a catch-up, two feeds) goes once. */
const RECENT_IDS = 1000;

/** An event as a stream sends it: its id (what the browser resumes after), its kind, its JSON. */
export const sseChunk = (event: LiveEvent): string =>
  `id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event.payload)}\n\n`;

interface Topic {
  listeners: Set<LiveListener>;
  recent: Set<number>;
}

export class LiveHub {
  private readonly topics = new Map<string, Topic>();
  private heartbeat: NodeJS.Timeout | undefined;
  private watcher: TopicWatcher | undefined;

  constructor(private readonly heartbeatMs = LIVE_HEARTBEAT_MS) {}

  watch(watcher: TopicWatcher): void {
    this.watcher = watcher;
  }

  /** How many streams are open, over every topic. */
  get size(): number {
    let n = 0;
    for (const topic of this.topics.values()) n += topic.listeners.size;
    return n;
  }

  /**
   * Adds a listener whose stream has (or is about to have) every event up to `after`, and gets
   * every event published from now on; the function returned removes it.
   */
  join(name: string, after: number, listener: LiveListener): () => void {
    let topic = this.topics.get(name);
    if (!topic) {
      topic = { listeners: new Set(), recent: new Set() };
      this.topics.set(name, topic);
      this.watcher?.opened(name, after);
    }
    topic.listeners.add(listener);
    this.heartbeat ??= setInterval(() => this.beat(), this.heartbeatMs).unref();
    const joined = topic;
    return () => {
      joined.listeners.delete(listener);
      if (joined.listeners.size > 0 || this.topics.get(name) !== joined) return;
      this.topics.delete(name);
      this.watcher?.closed(name);
      if (this.topics.size === 0) {
        clearInterval(this.heartbeat);
        this.heartbeat = undefined;
      }
    };
  }

  /** Sends an event to its topic's listeners, once however often it is heard. */
  publish(event: LiveEvent): void {
    const topic = this.topics.get(event.topic);
    if (!topic || topic.recent.has(event.id)) return;
    topic.recent.add(event.id);
    if (topic.recent.size > RECENT_IDS) {
      topic.recent.delete(topic.recent.values().next().value!);
    }
    const chunk = sseChunk(event);
    for (const listener of topic.listeners) listener(chunk, event);
  }

  /** Ends every stream's heartbeat (the gateway is closing). */
  close(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  private beat(): void {
    for (const topic of this.topics.values()) {
      for (const listener of topic.listeners) listener(': \n\n');
    }
  }
}
