/* The live blog routes' requests and answers (the shapes are @news/contract's liveBlog.ts). */
import { LIVE_BLOG_LIMITS, LiveStatus } from '@news/contract';
import { Type } from 'typebox';
import { LIMITS } from '../../domain.js';
import { Timestamp } from '../../lib/schemas.js';
import { RICH_DOCUMENT, RichDocumentOut } from '../articles/schemas/common.js';

const Id = (description: string) =>
  Type.Integer({ minimum: 1, maximum: LIMITS.idMax, description });

export const PostParams = Type.Object({
  id: Id('The article’s id.'),
  postId: Id('The post’s id.'),
});

const Nullable = <T extends ReturnType<typeof Type.String>>(type: T) =>
  Type.Union([type, Type.Null()]);

export const LiveBlogState = Type.Object({
  articleId: Type.Integer(),
  status: Type.Enum(Object.values(LiveStatus), {
    description: '`none` (a normal article), `live`, `paused` or `ended`.',
  }),
  startedAt: Nullable(Timestamp('When coverage first started; null for `none`.')),
  endedAt: Nullable(Timestamp('When it ended; null unless `ended`.')),
  updatedAt: Nullable(Timestamp('When its status last changed; null for `none`.')),
});

export const LivePost = Type.Object({
  id: Type.Integer({ description: 'The post’s id: its anchor on the page is `post-{id}`.' }),
  articleId: Type.Integer(),
  createdAt: Timestamp('When it was posted.'),
  updatedAt: Timestamp('When it last changed in any way.'),
  correctedAt: Nullable(Timestamp('When its words were last corrected; null when never.')),
  author: Type.Object({
    id: Type.Union([Type.Integer(), Type.Null()], {
      description: 'Null once the account is deleted.',
    }),
    name: Type.String(),
    teluguName: Type.Union([Type.String(), Type.Null()]),
  }),
  body: RichDocumentOut,
  text: Type.String({ description: 'Its words as plain text.' }),
  keyEvent: Type.Boolean(),
  pinned: Type.Boolean(),
});

const LastEventId = Type.Integer({
  description:
    'The newest event id of the topic `blog:{id}` when this was read: a page’s stream (`GET /Events`, the gateway’s `/live`) resumes after it.',
});

export const LiveBlog = Type.Object({
  ...LiveBlogState.properties,
  pinned: Type.Union([LivePost, Type.Null()], { description: 'The pinned post, or null.' }),
  keyEvents: Type.Array(
    Type.Object({ id: Type.Integer(), createdAt: Timestamp('When posted.'), title: Type.String() }),
    {
      description: `The posts marked key events, newest first, at most ${LIVE_BLOG_LIMITS.keyEventsMax}; \`title\` is their first ${LIVE_BLOG_LIMITS.keyEventTitleMax} characters.`,
    },
  ),
  postCount: Type.Integer({ description: 'Posts readers see.' }),
  lastEventId: LastEventId,
});

export const LivePostPage = Type.Object({
  data: Type.Array(LivePost, { description: 'Newest first.' }),
  nextBefore: Type.Union([Type.Integer(), Type.Null()], {
    description: 'The `before` of the next (older) page; null on the last page.',
  }),
  lastEventId: LastEventId,
});

export const PostsQuery = Type.Object({
  before: Type.Optional(Id('Posts older than this one (a page’s `nextBefore`).')),
  pageSize: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: LIVE_BLOG_LIMITS.pageSizeMax,
      default: LIVE_BLOG_LIMITS.pageSize,
      description: `Posts per page, at most ${LIVE_BLOG_LIMITS.pageSizeMax}; ${LIVE_BLOG_LIMITS.pageSize} when left out.`,
    }),
  ),
});

export const StatesQuery = Type.Object({
  ids: Type.String({
    pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$',
    maxLength: LIMITS.idsMax * 11,
    description: `Article ids, comma-separated, at most ${LIMITS.idsMax}.`,
  }),
});

export const StatusBody = Type.Object(
  {
    status: Type.Enum([LiveStatus.LIVE, LiveStatus.PAUSED, LiveStatus.ENDED], {
      description:
        '`live` starts (from `none` or `ended`) or resumes (from `paused`), `paused` pauses (from `live`), `ended` ends (from `live` or `paused`).',
    }),
  },
  { additionalProperties: false },
);

const BodyDocument = (description: string) =>
  Type.Unsafe<unknown>({
    description: `${description} At most ${LIVE_BLOG_LIMITS.postTextMax} characters of text, not empty. ${RICH_DOCUMENT}`,
  });

export const NewPostBody = Type.Object(
  {
    body: BodyDocument('The post’s words.'),
    keyEvent: Type.Optional(Type.Boolean({ description: 'Marks it a key event.' })),
    pinned: Type.Optional(
      Type.Boolean({
        description: 'Pins it, unpinning the pinned post. Editors and admins only.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const PostChangesBody = Type.Object(
  {
    body: Type.Optional(BodyDocument('Corrected words: the post is marked corrected.')),
    keyEvent: Type.Optional(Type.Boolean({ description: 'Marks or unmarks it a key event.' })),
    pinned: Type.Optional(
      Type.Boolean({ description: 'Pins or unpins it. Editors and admins only.' }),
    ),
  },
  { additionalProperties: false },
);
