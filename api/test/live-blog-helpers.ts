/* What the live blog suites share: their calls, documents and reads of the event log. */
import type {
  LiveEvent,
  RestAuditEntry,
  RestImage,
  RestLiveBlog,
  RestLivePost,
  RestLivePostPage,
  RichDocument,
} from '@news/contract';
import { expect } from 'vitest';
import { bearer, type ErrorBody, type TestApi } from './helpers.js';
import { filePart, photo } from './media-fixtures.js';

export const t = (text: string, marks?: object[]) => ({
  type: 'text',
  text,
  ...(marks ? { marks } : {}),
});
export const p = (...content: object[]) => ({ type: 'paragraph', content });
export const doc = (...content: object[]) => ({ type: 'doc', content }) as RichDocument;
export const words = (text: string) => doc(p(t(text)));

export function liveBlogCalls(api: TestApi) {
  const calls = {
    setStatus: (id: number, status: string, token: string) =>
      api.inject({
        method: 'PUT',
        url: `/Articles/${id}/Live`,
        headers: bearer(token),
        payload: { status },
      }),
    post: (id: number, payload: object, token: string) =>
      api.inject({
        method: 'POST',
        url: `/Articles/${id}/Live/Posts`,
        headers: bearer(token),
        payload,
      }),
    patch: (id: number, postId: number, payload: object, token: string) =>
      api.inject({
        method: 'PATCH',
        url: `/Articles/${id}/Live/Posts/${postId}`,
        headers: bearer(token),
        payload,
      }),
    remove: (id: number, postId: number, token: string) =>
      api.inject({
        method: 'DELETE',
        url: `/Articles/${id}/Live/Posts/${postId}`,
        headers: bearer(token),
      }),
    get: (url: string, token?: string) =>
      api.inject({ method: 'GET', url, headers: token ? bearer(token) : {} }),
    /** A post written that must succeed. */
    async posted(id: number, payload: object, token: string): Promise<RestLivePost> {
      const res = await calls.post(id, payload, token);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<RestLivePost>();
    },
    /** A published article whose coverage is live. */
    async liveArticle(token: string, overrides: Record<string, unknown> = {}) {
      const article = await api.createArticle(token, { status: 'published', ...overrides });
      const res = await calls.setStatus(article.id, 'live', token);
      expect(res.statusCode, res.body).toBe(200);
      return article;
    },
    async blog(id: number, token?: string): Promise<RestLiveBlog> {
      const res = await calls.get(`/Articles/${id}/Live`, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<RestLiveBlog>();
    },
    async page(id: number, query = '', token?: string): Promise<RestLivePostPage> {
      const res = await calls.get(`/Articles/${id}/Live/Posts${query}`, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<RestLivePostPage>();
    },
    async events(id: number, after = 0): Promise<LiveEvent[]> {
      const res = await calls.get(`/Events?topic=blog:${id}&after=${after}`);
      expect(res.statusCode).toBe(200);
      return res.json<{ data: LiveEvent[] }>().data;
    },
    async audit(id: number, token: string): Promise<RestAuditEntry[]> {
      const res = await calls.get(`/Articles/${id}/Audit`, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: RestAuditEntry[] }>().data;
    },
    async uploaded(token: string, seed: number): Promise<RestImage> {
      const { body, contentType } = filePart(await photo(800, 500, { seed }));
      const res = await api.inject({
        method: 'POST',
        url: '/Media',
        headers: { ...bearer(token), 'content-type': contentType },
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<RestImage>();
    },
  };
  return calls;
}

/** The first error of a refused answer. */
export const firstError = (res: { json: <T>() => T }) => res.json<ErrorBody>().errors[0]!;

/** The photo's widest file in its own format, as an inline photo's `src` names it. */
export const widestOwn = (image: RestImage) =>
  image.variants.filter((v) => v.type === image.type).at(-1)!.url;
