/*
 * Live blogs (issue 40, section 1): an article whose coverage is live gets timestamped posts,
 * newest first, each pushed to open pages as an event on the topic `blog:<articleId>`
 * (live.ts). The api answers these shapes; the gateway and the web read them.
 */
import type { Language, LiveStatus, LiveUpdateKind, Role } from './facts.js';
import type { RichDocument } from './richText.js';

/** A live blog's limits: its pages of posts, a post's text, its list of key events. */
export const LIVE_BLOG_LIMITS = {
  /** Posts a page shows when the request names no page size: a blog opens like an article. */
  pageSize: 20,
  pageSizeMax: 50,
  /** A post's plain text, in characters (code points). */
  postTextMax: 5_000,
  /** Key events the list of links shows, newest first. */
  keyEventsMax: 50,
  /** Characters of a key event's text its link shows. */
  keyEventTitleMax: 140,
} as const;

/** The event topic of one article's live blog. */
export const liveBlogTopic = (articleId: number | string): string => `blog:${articleId}`;

/** Who wrote a post: the account's name, and its Telugu name when it has one. */
export interface RestLivePostAuthor {
  /** Null once the account is deleted; the names written with the post stay. */
  id: number | null;
  name: string;
  teluguName: string | null;
}

/** A post of a live blog, as readers see it (`GET /Articles/{id}/Live/Posts`) and events carry it. */
export interface RestLivePost {
  id: number;
  articleId: number;
  /** When it was posted: the time readers see beside it. */
  createdAt: string;
  /** When it last changed in any way (a correction, a mark, a pin). */
  updatedAt: string;
  /** When its words were last corrected after it was posted ("corrected 10:42"); else null. */
  correctedAt: string | null;
  author: RestLivePostAuthor;
  /** Its words, in the articles' document schema (links, quotes, an inline photo). */
  body: RichDocument;
  /** Its plain text. */
  text: string;
  keyEvent: boolean;
  pinned: boolean;
}

/** A live blog's state: what a card's "Live" badge and the page's header read. */
export interface RestLiveBlogState {
  articleId: number;
  status: LiveStatus;
  /** When coverage first started; null for `none`. */
  startedAt: string | null;
  /** When it ended; null unless `ended`. */
  endedAt: string | null;
  /** When its status last changed; null for `none`. */
  updatedAt: string | null;
}

/** A key event as the list of links shows it: the post's id (its anchor), time and first words. */
export interface RestLiveKeyEvent {
  id: number;
  createdAt: string;
  title: string;
}

/** `GET /Articles/{id}/Live`: the blog's state, its pinned post and key events. */
export interface RestLiveBlog extends RestLiveBlogState {
  pinned: RestLivePost | null;
  keyEvents: RestLiveKeyEvent[];
  /** Posts readers see (deleted ones not counted). */
  postCount: number;
  /** The newest event id of its topic when this was read: a page's stream resumes after it. */
  lastEventId: number;
}

/** `GET /Articles/{id}/Live/Posts?before=&pageSize=`: a page of posts, newest first. */
export interface RestLivePostPage {
  data: RestLivePost[];
  /** The `before` of the next (older) page; null on the last page. */
  nextBefore: number | null;
  /** The newest event id of the topic when this was read. */
  lastEventId: number;
}

/** `GET /LiveBlogs?ids=1,2`: the state of each article asked for that is a live blog. */
export interface RestLiveBlogStates {
  data: RestLiveBlogState[];
}

/** `PUT /Articles/{id}/Live`: start (or resume), pause or end coverage. */
export interface RestLiveStatusBody {
  status: Exclude<LiveStatus, 'none'>;
}

/** `POST /Articles/{id}/Live/Posts`. */
export interface RestLivePostBody {
  body: RichDocument;
  keyEvent?: boolean;
  /** Pinning a post unpins the blog's pinned one: at most one is pinned. */
  pinned?: boolean;
}

/** `PATCH /Articles/{id}/Live/Posts/{postId}`: at least one field. */
export interface RestLivePostChanges {
  /** New words: a correction, marked with `correctedAt`. */
  body?: RichDocument;
  keyEvent?: boolean;
  pinned?: boolean;
}

/** The payload of each kind of event on `blog:<articleId>`. */
export interface LiveBlogEventPayloads {
  post: RestLivePost;
  update: RestLivePost;
  delete: { id: number; articleId: number };
  status: RestLiveBlogState;
}
export type LiveBlogEventPayload<K extends LiveUpdateKind> = LiveBlogEventPayloads[K];

const isDesk = (role: Role | undefined) => role === 'admin' || role === 'editor';

/**
 * The newsroom's rules for live blogs (the api enforces them; the desk offers what they allow).
 * Editors and admins start, pause and end coverage, post while it is live or paused, pin, and
 * correct or delete any post. Reporters post while it is live (field reporting is the point of a
 * live blog) and correct their own posts; deleting, like unpublishing, is for the desk.
 */
export const liveBlogRules = {
  setStatus: (role: Role | undefined) => isDesk(role),
  post: (role: Role | undefined, status: LiveStatus) =>
    status === 'live' || (status === 'paused' && isDesk(role)),
  pin: (role: Role | undefined) => isDesk(role),
  correct: (role: Role | undefined, own: boolean) => isDesk(role) || (role === 'reporter' && own),
  delete: (role: Role | undefined) => isDesk(role),
} as const;

/** The moves of coverage: the statuses each may come from. */
export const LIVE_STATUS_FROM: Record<Exclude<LiveStatus, 'none'>, readonly LiveStatus[]> = {
  live: ['none', 'paused', 'ended'],
  paused: ['live'],
  ended: ['live', 'paused'],
};

/** The byline of a post in a page's language: the Telugu name on a Telugu page, when set. */
export const livePostByline = (author: RestLivePostAuthor, language: Language): string =>
  language === 'te' && author.teluguName ? author.teluguName : author.name;

/** A key event's link text: the post's first line, cut at a word. */
export function keyEventTitle(text: string): string {
  const line = text.split('\n').find((l) => l.trim() !== '') ?? '';
  const chars = [...line.trim()];
  const max = LIVE_BLOG_LIMITS.keyEventTitleMax;
  if (chars.length <= max) return chars.join('');
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}
