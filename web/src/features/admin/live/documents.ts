import { graphql } from '../../../gql';

/** A post as the desk lists it: its words to correct, its marks, who wrote it and when. */
export const DeskLivePostFragment = graphql(`
  fragment DeskLivePost_post on LivePost {
    id
    createdAt
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

/** The desk's view of an article's live coverage: its status and its newest posts. */
export const DeskLiveQuery = graphql(`
  query DeskLive($id: ID!) {
    article(id: $id) {
      id
      liveStatus
      live {
        status
        posts(pageSize: 50) {
          posts {
            ...DeskLivePost_post
          }
        }
      }
    }
  }
`);

export const SetLiveStatusMutation = graphql(`
  mutation SetLiveStatus($articleId: ID!, $status: LiveStatus!) {
    setLiveStatus(articleId: $articleId, status: $status) {
      status
    }
  }
`);

export const AddLivePostMutation = graphql(`
  mutation AddLivePost($articleId: ID!, $input: LivePostInput!) {
    addLivePost(articleId: $articleId, input: $input) {
      ...DeskLivePost_post
    }
  }
`);

export const UpdateLivePostMutation = graphql(`
  mutation UpdateLivePost($articleId: ID!, $postId: ID!, $input: LivePostChanges!) {
    updateLivePost(articleId: $articleId, postId: $postId, input: $input) {
      ...DeskLivePost_post
    }
  }
`);

export const DeleteLivePostMutation = graphql(`
  mutation DeleteLivePost($articleId: ID!, $postId: ID!) {
    deleteLivePost(articleId: $articleId, postId: $postId)
  }
`);

/** A change to the blog made anywhere (another desk, another process): the desk reads it again. */
export const DeskLiveUpdatesSubscription = graphql(`
  subscription DeskLiveUpdates($articleId: ID!) {
    liveUpdates(articleId: $articleId) {
      id
      kind
    }
  }
`);
