/**
 * The data-* attributes the reader pages' markup carries for their one script (web/src/enhancer):
 * the server-rendered components write them, the script finds its controls and state by them.
 */
export const READER_HOOKS = {
  /** A share group, with the story's absolute address and its title. */
  shareUrl: 'data-share-url',
  shareTitle: 'data-share-title',
  /** The share group's buttons that need the script, and the word that a copy was made. */
  copyLink: 'data-copy-link',
  shareSheet: 'data-share-sheet',
  copied: 'data-copied',
  /** The header's logout button, and a button the head script saw pressed before this script. */
  logout: 'data-logout',
  pressed: 'data-pressed',
  /** The offline page's list of saved pages, and its word that there are none. */
  savedPages: 'data-saved-pages',
  savedNone: 'data-saved-none',
  /** What a picture that fails to load shows instead. */
  imageFallback: 'data-image-fallback',
  /** A `<time>` written relative to when the page was rendered (`<html data-rendered>`). */
  relativeTime: 'data-relative',
  rendered: 'data-rendered',
  /** `<html>`: the stored account's session, and a saved page shown offline. */
  session: 'data-session',
  offline: 'data-offline',
  /** An article page's story: its id, whose read the script counts once per view. */
  readId: 'data-read-id',
  /**
   * The breaking-news strip (its live region), with the event id the page is as of; the alert it
   * shows, and when that expires (ISO 8601).
   */
  breaking: 'data-breaking',
  breakingAlert: 'data-alert',
  breakingExpires: 'data-expires',
  /**
   * A live blog (its article id, and the event id of its topic the page is as of); its list of
   * posts newest first, and the slot of its pinned post. Each post is an `<article id="post-{id}">`
   * with its time, author, body and, once corrected, its corrected mark.
   */
  liveBlog: 'data-live-blog',
  liveAfter: 'data-live-after',
  livePosts: 'data-live-posts',
  livePinned: 'data-live-pinned',
  livePost: 'data-live-post',
  livePostBody: 'data-live-body',
  livePostAuthor: 'data-live-author',
  livePostPin: 'data-live-pin',
  livePostKey: 'data-live-key',
  /** A post's corrected mark, with its text (`{t}` standing for the time). */
  livePostCorrected: 'data-live-corrected',
  liveText: 'data-text',
  /**
   * The notice of new posts held while the reader reads further down (its texts for one and for
   * more, `{n}` standing for the number), and the live region that announces changes (its texts
   * for a correction and a deletion).
   */
  liveNew: 'data-live-new',
  liveNewOne: 'data-one',
  liveNewMany: 'data-many',
  liveAnnounce: 'data-live-announce',
  liveAnnounceCorrected: 'data-corrected',
  liveAnnounceRemoved: 'data-removed',
  /** A post's template: the markup a new post is drawn from. */
  livePostTemplate: 'data-live-template',
  /**
   * What follows the coverage's status on an open page: each notice shown only while the status
   * is its value (`paused`, `ended`), the "Live" badge only while it is live; the key events'
   * list and the template of its links, kept up to date as posts are marked.
   */
  liveStatus: 'data-live-status',
  liveBadge: 'data-live-badge',
  liveKeys: 'data-live-keys',
  liveKeyTemplate: 'data-live-key-template',
} as const;
