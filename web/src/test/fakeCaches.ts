/**
 * An in-memory CacheStorage for unit tests (jsdom and Node have none): entries keyed by URL,
 * kept in the order they were put, as the Cache API keeps them.
 */
class FakeCache {
  readonly entries = new Map<string, { request: Request; response: Response }>();

  private static url(request: RequestInfo | URL): string {
    return typeof request === 'string' || request instanceof URL ? String(request) : request.url;
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const url = FakeCache.url(request);
    this.entries.delete(url);
    this.entries.set(url, { request: new Request(url), response: response.clone() });
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(FakeCache.url(request))?.response.clone();
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.values()].map((entry) => entry.request);
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(FakeCache.url(request));
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();

  async open(name: string): Promise<FakeCache> {
    let cache = this.caches.get(name);
    if (!cache) this.caches.set(name, (cache = new FakeCache()));
    return cache;
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    for (const cache of this.caches.values()) {
      const response = await cache.match(request);
      if (response) return response;
    }
    return undefined;
  }

  /** The URLs a cache holds, in order. */
  async urls(name: string): Promise<string[]> {
    return [...(await this.open(name)).entries.keys()];
  }
}
