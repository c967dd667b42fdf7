import { articleIdPath, readerAddress } from '@news/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readToken } from '../../session.js';
import type { RenderTask } from '../render-worker.js';
import type { Rendered } from './rendered.js';

/** What a preview needs of the renderer. */
export interface Previewer {
  taskFor(request: FastifyRequest, url: string): RenderTask;
  renderAlone(task: RenderTask, request: FastifyRequest): Promise<Rendered>;
  send(page: Rendered, request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  sendFailure(err: unknown, request: FastifyRequest, reply: FastifyReply): unknown;
}

/**
 * `GET /graphql/preview/:id` (beside GraphQL, where the session cookie goes): the article's page
 * rendered with the signed-in account's token, so staff see a draft as readers will see it. It
 * is rendered for each request and never kept, indexed or stored; the reader page's redirect to
 * its own address is followed here. Without a session, the login page, then the article's form.
 */
export async function preview(
  renderer: Previewer,
  request: FastifyRequest<{ Params: { id: string } }>,
  reply: FastifyReply,
) {
  const { id } = request.params;
  let token: string | undefined;
  try {
    token = readToken(request).token;
  } catch {
    token = undefined;
  }
  if (!/^[1-9]\d{0,15}$/.test(id)) return reply.callNotFound();
  if (!token) {
    const back = encodeURIComponent(`/admin/edit/${id}`);
    return reply.header('cache-control', 'no-store').redirect(`/login?returnTo=${back}`, 303);
  }
  const task = { ...renderer.taskFor(request, articleIdPath(id)), token };
  try {
    let page = await renderer.renderAlone(task, request);
    if (page.location) {
      page = await renderer.renderAlone(
        { ...task, url: readerAddress(decodeURI(page.location)) },
        request,
      );
    }
    if (page.location) throw new Error(`the preview of article ${id} was sent on twice`);
    reply.header('x-robots-tag', 'noindex');
    return await renderer.send({ ...page, keep: false }, request, reply);
  } catch (err) {
    return renderer.sendFailure(err, request, reply);
  }
}
