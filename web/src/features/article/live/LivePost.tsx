import { Box } from '@chakra-ui/react';
import { livePostByline, READER_HOOKS as H, type Language } from '@news/contract';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/dates';
import { ARTICLE_IMAGE_SIZES } from '../articleSizes';
import { RichBody } from '../RichBody';
import type { LivePostData } from './liveData';

/** The anchor of a post on its page: the key events link to it, a refresh comes back to it. */
export const postAnchor = (id: string) => `post-${id}`;

/** Stands for the time in the corrected mark's text the reader script writes. */
export const TIME_MARK = '{t}';

/** A post with nothing in it: the template new posts from the stream are drawn from. */
export const BLANK_POST: LivePostData = {
  id: '0',
  createdAt: new Date(0).toISOString(),
  updatedAt: new Date(0).toISOString(),
  correctedAt: null,
  author: { id: null, name: '', teluguName: null },
  body: { type: 'doc', content: [] },
  text: '',
  keyEvent: false,
  pinned: false,
};

/** A mark beside a post's time: "Pinned", "Key event". */
function Mark({ hook, shown, children }: { hook: string; shown: boolean; children: string }) {
  return (
    <Box
      as="span"
      {...{ [hook]: '' }}
      hidden={!shown}
      fontSize="xs"
      fontWeight="bold"
      textTransform="uppercase"
      color="red.700"
      _dark={{ color: 'red.300' }}
      me="2"
    >
      {children}
    </Box>
  );
}

/**
 * One post of a live blog: its time (a link to itself), its marks, its author in the page's
 * language, "corrected 10:42" once corrected, and its words. The same markup the reader script
 * fills for a post from the stream (the page's template), so both look alike. Without the script,
 * each post offers a refresh that comes back to it.
 */
export function LivePost({
  post,
  lang,
  refreshHref,
  template = false,
}: {
  post: LivePostData;
  /** The blog's language, for the post's words. */
  lang: string;
  /** Where a refresh goes (the page, as of now), when the page is live; the post's anchor is added. */
  refreshHref?: string;
  template?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const anchor = postAnchor(post.id);
  const corrected = post.correctedAt;
  return (
    <Box
      as="article"
      id={template ? undefined : anchor}
      {...{ [H.livePost]: template ? '' : post.id }}
      aria-labelledby={template ? undefined : `${anchor}-time`}
      borderTopWidth="1px"
      borderColor="border"
      pt="4"
      display="flex"
      flexDirection="column"
      gap="3"
      scrollMarginTop="4"
    >
      <Box as="header" fontSize="sm" color="fg.muted">
        <Mark hook={H.livePostPin} shown={post.pinned}>
          {t('live.pinned')}
        </Mark>
        <Mark hook={H.livePostKey} shown={post.keyEvent}>
          {t('live.keyEvent')}
        </Mark>
        <Box as="h3" display="inline" fontSize="md" fontWeight="bold" color="fg" me="2">
          <a href={`#${anchor}`}>
            <time dateTime={post.createdAt} id={template ? undefined : `${anchor}-time`}>
              {formatTime(post.createdAt, i18n.language)}
            </time>
          </a>
        </Box>
        <span {...{ [H.livePostAuthor]: '' }}>
          {livePostByline({ ...post.author, id: null }, i18n.language as Language)}
        </span>
        <Box
          as="span"
          {...{
            [H.livePostCorrected]: '',
            [H.liveText]: t('live.corrected', { time: TIME_MARK }),
          }}
          hidden={!corrected}
          ms="2"
          fontStyle="italic"
        >
          {corrected && (
            <>
              {' · '}
              <time dateTime={corrected}>
                {t('live.corrected', { time: formatTime(corrected, i18n.language) })}
              </time>
            </>
          )}
        </Box>
      </Box>
      <Box
        {...{
          [H.livePostBody]: '',
          // The photo credit's words, for a photo the reader script draws.
          ...(template ? { [H.liveText]: t('article.photoCredit', { credit: TIME_MARK }) } : {}),
        }}
      >
        <RichBody body={post.body} photos={[]} sizes={ARTICLE_IMAGE_SIZES} lang={lang} />
      </Box>
      {refreshHref && (
        <noscript>
          <a href={`${refreshHref}#${anchor}`}>{t('live.refreshHere')}</a>
        </noscript>
      )}
    </Box>
  );
}
