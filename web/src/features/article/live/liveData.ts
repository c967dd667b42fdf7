import { graphql } from '../../../gql';
import type { LiveBlog_LiveFragment, LivePost_PostFragment } from '../../../gql/graphql';

/** What a live post shows: its time, author, words and marks. */
export const LivePostFragment = graphql(`
  fragment LivePost_post on LivePost {
    id
    createdAt
    updatedAt
    correctedAt
    author {
      id
      name
      teluguName
    }
    body
    text
    keyEvent
    pinned
  }
`);

/**
 * A live blog as its article page shows it: where coverage stands, the key events, the pinned
 * post and one page of posts (`$before` is the page's cursor, null for the newest), and the event
 * id the page's stream resumes after.
 */
export const LiveBlogFragment = graphql(`
  fragment LiveBlog_live on LiveBlog {
    status
    startedAt
    endedAt
    lastEventId
    keyEvents {
      id
      createdAt
      title
    }
    pinned {
      ...LivePost_post
    }
    posts(before: $before) {
      posts {
        ...LivePost_post
      }
      nextBefore
    }
  }
`);

export type LiveBlogData = LiveBlog_LiveFragment;
export type LivePostData = LivePost_PostFragment;
