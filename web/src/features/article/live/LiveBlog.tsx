import { Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { olderPostsPath, READER_HOOKS as H } from '@news/contract';
import { useTranslation } from 'react-i18next';
import { Problem } from '../../../shared/components/Problem';
import { formatTime } from '../../../shared/dates';
import type { LiveBlogData } from './liveData';
import { BLANK_POST, LivePost, postAnchor } from './LivePost';

/** The heading of the posts: where the refresh without the script comes back to. */
const UPDATES_ID = 'live-updates';

/** A key event's link: to its post, with its time and first words. */
function KeyEventLink({
  event,
  lang,
}: {
  event?: LiveBlogData['keyEvents'][number];
  lang: string;
}) {
  const { i18n } = useTranslation();
  return (
    <li>
      <Link href={event && `#${postAnchor(event.id)}`} textDecoration="underline">
        <time dateTime={event?.createdAt}>
          {event && formatTime(event.createdAt, i18n.language)}
        </time>
        {' · '}
        <span lang={lang}>{event?.title}</span>
      </Link>
    </li>
  );
}

/**
 * "Key events": links to the posts the desk marked, newest first. On a page kept live it is
 * there while empty (hidden), with a link's template, for the posts the desk marks later.
 */
function KeyEvents({
  events,
  lang,
  kept,
}: {
  events: LiveBlogData['keyEvents'];
  lang: string;
  kept: boolean;
}) {
  const { t } = useTranslation();
  if (events.length === 0 && !kept) return null;
  return (
    <Box
      as="nav"
      aria-labelledby="key-events"
      borderWidth="1px"
      rounded="md"
      p="4"
      hidden={events.length === 0}
      {...(kept ? { [H.liveKeys]: '' } : {})}
    >
      <Heading as="h2" id="key-events" size="md" mb="2">
        {t('live.keyEvents')}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none" ps="0">
        {events.map((event) => (
          <KeyEventLink key={event.id} event={event} lang={lang} />
        ))}
      </Stack>
      {kept && (
        <template {...{ [H.liveKeyTemplate]: '' }}>
          <KeyEventLink lang={lang} />
        </template>
      )}
    </Box>
  );
}

/**
 * The notice of new posts held while the reader reads further down, kept in view at the foot of
 * the screen (in a thumb's reach on a phone, clear of the sticky header); hidden until the reader
 * script has some to show. It takes no room in the page, so showing it moves nothing.
 */
function NewPostsNotice() {
  const { t } = useTranslation();
  return (
    <Box
      position="fixed"
      insetX="0"
      bottom="4"
      zIndex="docked"
      display="flex"
      justifyContent="center"
      pointerEvents="none"
      css={{ '& > *': { pointerEvents: 'auto' } }}
    >
      <Button
        {...{
          [H.liveNew]: '',
          [H.liveNewOne]: t('live.newUpdates', { count: 1 }),
          [H.liveNewMany]: t('live.newUpdates', { count: 99 }).replace('99', '{n}'),
        }}
        hidden
        colorPalette="red"
        rounded="full"
        size="sm"
        boxShadow="md"
      />
    </Box>
  );
}

/**
 * A live blog under its article: where coverage stands, the key events, the pinned post, then
 * the posts newest first, a page at a time ("Older updates" is a link: it works without the
 * script). While coverage is on, the newest page carries what the reader script needs to keep
 * it live (the article's id, the event id it is as of, a post's template); without the script,
 * a refresh link comes back to the reader's place.
 */
export function LiveBlog({
  live,
  articleId,
  path,
  lang,
  before,
}: {
  live: LiveBlogData;
  articleId: string;
  /** The article's canonical address. */
  path: string;
  lang: string;
  /** The page of older posts shown, when not the newest. */
  before?: string;
}) {
  const { t } = useTranslation();
  const on = live.status === 'LIVE' || live.status === 'PAUSED';
  const newest = !before;
  const kept = newest && on;
  // A refresh goes to an address of its own (the event the page is as of), so that the browser
  // loads it rather than scrolling to the anchor; the gateway keeps one page for every such address.
  const refreshHref = kept ? `${path}?seen=${live.lastEventId}` : undefined;
  const pinned = newest ? live.pinned : null;
  const posts = live.posts.posts.filter((post) => post.id !== pinned?.id);
  return (
    <Stack
      as="section"
      aria-labelledby={UPDATES_ID}
      gap="4"
      {...(kept ? { [H.liveBlog]: articleId, [H.liveAfter]: String(live.lastEventId) } : {})}
    >
      {/* On a page kept live, each notice is there for the script to show when the status moves. */}
      {(kept || live.status === 'PAUSED') && (
        <Box hidden={live.status !== 'PAUSED'} {...{ [H.liveStatus]: 'paused' }}>
          <Problem status="info">{t('live.paused')}</Problem>
        </Box>
      )}
      {(kept || live.status === 'ENDED') && (
        <Text color="fg.muted" hidden={live.status !== 'ENDED'} {...{ [H.liveStatus]: 'ended' }}>
          {t('live.ended')}
        </Text>
      )}
      {newest && <KeyEvents events={live.keyEvents} lang={lang} kept={kept} />}
      <Heading as="h2" id={UPDATES_ID} size="xl" scrollMarginTop="4">
        {t('live.updates')}
      </Heading>
      {refreshHref && (
        <noscript>
          <a href={`${refreshHref}#${UPDATES_ID}`}>{t('live.refresh')}</a>
        </noscript>
      )}
      {kept && <NewPostsNotice />}
      {kept && (
        <Box
          role="status"
          className="sr-only"
          {...{
            [H.liveAnnounce]: '',
            [H.liveAnnounceCorrected]: t('live.announceCorrected'),
            [H.liveAnnounceRemoved]: t('live.announceRemoved'),
            [H.liveNewOne]: t('live.announceNew', { count: 1 }),
            [H.liveNewMany]: t('live.announceNew', { count: 99 }).replace('99', '{n}'),
          }}
        />
      )}
      {newest && (
        <Box {...{ [H.livePinned]: '' }}>
          {pinned && <LivePost post={pinned} lang={lang} refreshHref={refreshHref} />}
        </Box>
      )}
      <Stack gap="6" {...{ [H.livePosts]: '' }}>
        {posts.map((post) => (
          <LivePost key={post.id} post={post} lang={lang} refreshHref={refreshHref} />
        ))}
      </Stack>
      {!kept && !pinned && posts.length === 0 && <Text color="fg.muted">{t('live.none')}</Text>}
      {live.posts.nextBefore && (
        <Link href={olderPostsPath(path, live.posts.nextBefore)} textDecoration="underline">
          {t('live.older')}
        </Link>
      )}
      {!newest && (
        <Link href={`${path}#${UPDATES_ID}`} textDecoration="underline">
          {t('live.newest')}
        </Link>
      )}
      {kept && (
        <template {...{ [H.livePostTemplate]: '' }}>
          <LivePost post={BLANK_POST} lang={lang} template />
        </template>
      )}
    </Stack>
  );
}
