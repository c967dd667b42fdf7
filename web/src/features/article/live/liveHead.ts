import type { LiveBlogData } from './liveData';
import { postAnchor } from './LivePost';

/** Characters of a post's text its `headline` carries: search engines read at most 110. */
const HEADLINE_MAX = 110;

const headlineOf = (text: string) => {
  const chars = [...text.trim()];
  return chars.length > HEADLINE_MAX
    ? `${chars.slice(0, HEADLINE_MAX - 1).join('')}…`
    : chars.join('');
};

/**
 * What a live blog adds to its article's structured data: schema.org's `LiveBlogPosting`, when
 * its coverage started (and ended), and the posts the page shows as `liveBlogUpdate`s, each with
 * its own address (the post's anchor).
 */
export function liveBlogJsonLd(live: LiveBlogData, canonical: string): Record<string, unknown> {
  const posts = [...(live.pinned ? [live.pinned] : []), ...live.posts.posts].filter(
    (post, i, all) => all.findIndex((p) => p.id === post.id) === i,
  );
  return {
    '@type': 'LiveBlogPosting',
    ...(live.startedAt ? { coverageStartTime: live.startedAt } : {}),
    ...(live.endedAt ? { coverageEndTime: live.endedAt } : {}),
    liveBlogUpdate: posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: headlineOf(post.text),
      articleBody: post.text,
      datePublished: post.createdAt,
      dateModified: post.updatedAt,
      url: `${canonical}#${postAnchor(post.id)}`,
      author: { '@type': 'Person', name: post.author.name },
    })),
  };
}
