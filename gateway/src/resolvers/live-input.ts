/* The live blog arguments, checked once and renamed into the REST API's shapes (as input.ts). */
import {
  LIVE_BLOG_LIMITS,
  LiveStatus,
  type RestLivePostBody,
  type RestLivePostChanges,
  type RestLiveStatusBody,
} from '@news/contract';
import { badInput } from '../errors.js';
import type { LivePostChanges, LivePostInput } from '../__generated__/resolvers-types.js';
import { parseId } from './input.js';

export function livePageSize(value: number | null | undefined): number {
  const size = value ?? LIVE_BLOG_LIMITS.pageSize;
  if (!Number.isInteger(size) || size < 1 || size > LIVE_BLOG_LIMITS.pageSizeMax) {
    throw badInput('pageSize', `pageSize must be from 1 to ${LIVE_BLOG_LIMITS.pageSizeMax}`);
  }
  return size;
}

export const liveBefore = (value: string | null | undefined): number | undefined =>
  value === null || value === undefined ? undefined : parseId(value, 'before');

export function liveStatusBody(status: LiveStatus): RestLiveStatusBody {
  if (status === LiveStatus.NONE) {
    throw badInput('status', 'status must be LIVE, PAUSED or ENDED: a live blog cannot be undone');
  }
  return { status };
}

/** A post's body is checked by the REST API, whose refusal names `body` and says where and why. */
export const livePostBody = (input: LivePostInput): RestLivePostBody => ({
  body: input.body,
  keyEvent: input.keyEvent ?? false,
  pinned: input.pinned ?? false,
});

export function livePostChanges(input: LivePostChanges): RestLivePostChanges {
  const changes: RestLivePostChanges = {};
  if (input.body !== null && input.body !== undefined) changes.body = input.body;
  if (input.keyEvent !== null && input.keyEvent !== undefined) changes.keyEvent = input.keyEvent;
  if (input.pinned !== null && input.pinned !== undefined) changes.pinned = input.pinned;
  if (Object.keys(changes).length === 0) {
    throw badInput('input', 'Send what changes: body, keyEvent or pinned');
  }
  return changes;
}
