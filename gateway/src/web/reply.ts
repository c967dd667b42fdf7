import type { FastifyReply } from 'fastify';

/** An error answer in the REST error shape, for the routes beside /graphql. */
export function sendError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply
    .code(status)
    .type('application/json')
    .send({ errors: [{ code, message }] });
}
