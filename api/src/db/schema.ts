import type { Generated } from 'kysely';
import type {
  AccountLinkPurpose,
  ArticleStatus,
  AuditAction,
  Category,
  Language,
  RevisionAction,
  Role,
} from '../domain.js';

/**
 * Column types as both dialects hand them back: SQLite has no boolean or timestamp type, so
 * booleans are written as 1/0 and timestamps as ISO-8601 text; PostgreSQL returns boolean and Date.
 */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  full_name: string;
  email: string;
  role: Role;
  password_hash: string;
  is_active: number | boolean;
  created_at: string | Date;
  updated_at: string | Date;
  /** The name in Telugu letters (migration 0015), or null. */
  telugu_name: string | null;
  bio: string | null;
  /** The author's photo (migration 0019): an `images` id, or null. */
  photo_id: string | null;
}

export interface ArticlesTable {
  id: Generated<number>;
  title: string;
  content: string;
  /**
   * The body as a document: the JSON of a RichDocument (migration 0020); empty stands for the
   * paragraphs of `content`.
   */
  body: Generated<string>;
  /** Null only on a draft that has none yet (migration 0017). */
  category: Category | null;
  language: Language;
  status: ArticleStatus;
  /** When readers see it from; null while it is not published. */
  published_at: string | Date | null;
  /** The same story in the other language. */
  translation_id: number | null;
  /** Empty only on a draft that has no image yet. */
  media_url: string;
  author_id: number | null;
  /** The author's name when the article was written, shown if that account is deleted. */
  author_name: string;
  created_at: string | Date;
  updated_at: string | Date;
  /** The uploaded photo, when the image is one (media_url is then its widest file). */
  image_id: string | null;
  image_alt: string | null;
  image_caption: string | null;
  image_credit: string | null;
  /** The summary staff wrote, or null. */
  summary: string | null;
  /** The body's first paragraph, cut on a word boundary (excerptOf): kept with it. */
  excerpt: Generated<string>;
  /** Marked as the front page's lead story (1/0 on SQLite). */
  lead: Generated<number | boolean>;
  /** When it was put in the trash (migration 0025); null while it is live. */
  trashed_at: string | Date | null;
  /** Who put it in the trash, and their name for when the account is deleted. */
  trashed_by: number | null;
  trashed_by_name: string | null;
}

/** One login: its id is the token's `sid` claim. */
export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: string | Date;
  expires_at: string | Date;
  /** Set by logout, or when the account's sessions are ended; null while it works. */
  ended_at: string | Date | null;
  /** The browser and system signed in from, parsed from the User-Agent; '' when unknown. */
  browser: Generated<string>;
  os: Generated<string>;
  /** When the session was last used, kept a few minutes behind; null until first noted. */
  last_seen_at: string | Date | null;
  /** 1 while the sign-in, the account's first from its device, waits to be acknowledged. */
  new_device_notice: Generated<number>;
}

/** Every browser and system an account has signed in from (migration 0028). */
export interface AccountDevicesTable {
  user_id: number;
  browser: string;
  os: string;
  first_seen_at: string | Date;
}

/** An uploaded photo; its id is the hex SHA-256 of the uploaded bytes, cut to 32 digits. */
export interface ImagesTable {
  id: string;
  /** The photo's size with its orientation applied. */
  width: number;
  height: number;
  type: string;
  /** The uploaded file's size. */
  bytes: number;
  created_at: string | Date;
  created_by: number | null;
  /** Kept until then though no article uses it (just uploaded); null once an article took it. */
  held_until: string | Date | null;
}

/** One stored file of a photo: a width in one format, named by the hash of its bytes. */
export interface ImageFilesTable {
  name: string;
  image_id: string;
  width: number;
  height: number;
  type: string;
  bytes: number;
}

/** Stored files, when the media store is the database. */
export interface MediaBlobsTable {
  name: string;
  type: string;
  data: Buffer;
  created_at: string | Date;
}

/** Telugu words of the search index by their loose readings (migration 0010). */
export interface SearchReadingsTable {
  skeleton: string;
  term: string;
  reading: string;
}

/** A name published stories hold, how many hold it, and from when (migration 0022). */
export interface SearchNamesTable {
  term: string;
  display: string;
  language: string;
  stories: number;
  visible_from: string | Date;
}

/** Which names a published story counts for, and from when (migration 0022). */
export interface ArticleNamesTable {
  article_id: number;
  term: string;
  visible_from: string | Date;
}

/** A saved version of an article's words (migration 0013). */
export interface ArticleRevisionsTable {
  id: Generated<number>;
  article_id: number;
  /** 1 for the version the article was created with, then one more for each save. */
  number: number;
  created_at: string | Date;
  /** Who saved it; null once that account is deleted (user_name stays). */
  user_id: number | null;
  user_name: string;
  action: RevisionAction;
  /** The fields this save changed, comma-separated (every field for `create`). */
  fields: string;
  /** For `restore`: the number of the version brought back. */
  restored_from: number | null;
  title: string;
  summary: string | null;
  content: string;
  /** As `articles.body`. */
  body: Generated<string>;
  category: Category | null;
  language: Language;
}

/** The uploaded photos an article's body shows, now or in any version (migration 0020). */
export interface ArticleImagesTable {
  article_id: number;
  image_id: string;
}

/** A move of an article in the workflow; kept after the article is deleted. */
export interface ArticleAuditTable {
  id: Generated<number>;
  article_id: number;
  /** The title when it happened. */
  article_title: string;
  language: Language;
  action: AuditAction;
  /** For `schedule`, when readers see it; for `link` and `unlink`, the other article's id. */
  detail: string | null;
  created_at: string | Date;
  user_id: number | null;
  user_name: string;
}

/** A note in an article's review thread (migration 0014). */
export interface ArticleNotesTable {
  id: Generated<number>;
  article_id: number;
  /** Null once the author's account is deleted. */
  author_id: number | null;
  /** The author's name when the note was written, shown if that account is deleted. */
  author_name: string;
  text: string;
  /** The note an editor sent the article back with (1/0 on SQLite). */
  sent_back: number | boolean;
  created_at: string | Date;
}

/** A one-time link to set an account's password (migration 0016). */
export interface AccountLinksTable {
  id: Generated<number>;
  /** The hex SHA-256 of the link's token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  purpose: AccountLinkPurpose;
  /** The admin who issued it; null once that account is deleted. */
  created_by: number | null;
  created_at: string | Date;
  expires_at: string | Date;
  /** When it was used; null while it is open. */
  used_at: string | Date | null;
}

/** An account's authenticator-app secret (migration 0027). */
export interface TotpSecretsTable {
  user_id: number;
  /** Base32, as the app was given it. */
  secret: string;
  created_at: string | Date;
  /** When a first code from it was right; until then it opens nothing. */
  confirmed_at: string | Date | null;
  /** The last time step a code was accepted for: no code works twice. */
  last_step: number | string | null;
}

/** One of an account's one-time recovery codes. */
export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  /** The hex SHA-256 of the code; the code itself is shown once and never stored. */
  code_hash: string;
  used_at: string | Date | null;
}

/** A WebAuthn credential: its id and public key base64url, its signature counter. */
export interface PasskeysTable {
  id: string;
  user_id: number;
  public_key: string;
  counter: number | string;
  /** The authenticator's transports, comma-separated. */
  transports: string;
  created_at: string | Date;
  last_used_at: string | Date | null;
}

/** A WebAuthn ceremony's challenge (base64url), until it is used or expires. */
export interface WebauthnChallengesTable {
  challenge: string;
  user_id: number;
  purpose: 'register' | 'authenticate';
  expires_at: string | Date;
}

/** A site-wide setting an admin chose. */
export interface SiteSettingsTable {
  name: string;
  value: string;
}

/** An article's reads in one hour since the epoch (migration 0024). */
export interface ArticleReadsTable {
  article_id: number;
  hour: number;
  count: number;
}

/** A reader's anonymous digest for one article and day, kept until the day is over. */
export interface ReadMarksTable {
  hash: string;
  day: number;
}

/** A breaking-news alert (migration 0023): a line in one or both editions, or a story. */
export interface AlertsTable {
  id: Generated<number>;
  text_en: string | null;
  text_te: string | null;
  article_id: number | null;
  /** Null once the account that sent it is deleted. */
  created_by: number | null;
  created_at: string | Date;
  expires_at: string | Date;
  /** When an editor ended it before it expired. */
  ended_at: string | Date | null;
}

/** The event log of the live streams (migration 0023): its id is the stream's event id. */
export interface LiveEventsTable {
  id: Generated<number>;
  topic: string;
  kind: string;
  /** The event's JSON. */
  payload: string;
  created_at: string | Date;
}

/** An article whose live coverage was started (migration 0029). */
export interface LiveBlogsTable {
  article_id: number;
  status: 'live' | 'paused' | 'ended';
  started_at: string | Date;
  ended_at: string | Date | null;
  updated_at: string | Date;
}

/** A live blog's post; booleans are 1/0 on SQLite. Deleted ones keep their row (`deleted_at`). */
export interface LivePostsTable {
  id: Generated<number>;
  article_id: number;
  /** Null once the account is deleted; the names stay. */
  author_id: number | null;
  author_name: string;
  author_telugu_name: string | null;
  /** The rich document's JSON. */
  body: string;
  text: string;
  key_event: Generated<number | boolean>;
  pinned: Generated<number | boolean>;
  created_at: string | Date;
  updated_at: string | Date;
  corrected_at: string | Date | null;
  deleted_at: string | Date | null;
  deleted_by: number | null;
}

export interface DB {
  users: UsersTable;
  articles: ArticlesTable;
  sessions: SessionsTable;
  account_devices: AccountDevicesTable;
  images: ImagesTable;
  image_files: ImageFilesTable;
  media_blobs: MediaBlobsTable;
  search_readings: SearchReadingsTable;
  search_names: SearchNamesTable;
  article_names: ArticleNamesTable;
  article_revisions: ArticleRevisionsTable;
  article_images: ArticleImagesTable;
  article_audit: ArticleAuditTable;
  article_notes: ArticleNotesTable;
  account_links: AccountLinksTable;
  totp_secrets: TotpSecretsTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  site_settings: SiteSettingsTable;
  article_reads: ArticleReadsTable;
  read_marks: ReadMarksTable;
  alerts: AlertsTable;
  live_events: LiveEventsTable;
  live_blogs: LiveBlogsTable;
  live_posts: LivePostsTable;
}
