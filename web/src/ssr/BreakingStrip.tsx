import { Box } from '@chakra-ui/react';
import { READER_HOOKS } from '@news/contract';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../gql';
import type { BreakingNewsQuery as BreakingNews } from '../gql/graphql';

/** The alerts every reader page shows, and the stream id they are as of. */
export const BreakingNewsQuery = graphql(`
  query BreakingNews {
    activeAlerts {
      id
      expiresAt
      lines {
        language
        text
        path
      }
    }
    alertsEventId
  }
`);

/** What the page's strip shows: the newest active alert, as of an event id; null on no stream. */
export const BreakingContext = createContext<BreakingNews | null>(null);

/**
 * The breaking-news strip: the newest alert in the page's language (else the line it has), a
 * link when it is about a story. Always in the page, hidden when there is none, so that the
 * reader script (src/enhancer/breaking.ts) fills it from the live stream, and screen readers
 * hear it (a live region).
 */
export function BreakingStrip() {
  const { t, i18n } = useTranslation();
  const breaking = useContext(BreakingContext);
  if (!breaking) return null;
  const alert = breaking.activeAlerts[0];
  const line =
    alert &&
    (alert.lines.find((l) => l.language.toLowerCase() === i18n.language) ?? alert.lines[0]);
  return (
    <Box
      {...{
        [READER_HOOKS.breaking]: String(breaking.alertsEventId),
        ...(alert
          ? {
              [READER_HOOKS.breakingAlert]: alert.id,
              [READER_HOOKS.breakingExpires]: alert.expiresAt,
            }
          : {}),
      }}
      role="status"
      aria-live="polite"
      hidden={!line}
      mb="4"
      px="4"
      py="2"
      rounded="md"
      bg="red.solid"
      color="red.contrast"
      fontWeight="semibold"
      css={{ '& a[href]': { textDecoration: 'underline' } }}
    >
      <Box as="strong" textTransform="uppercase" me="2">
        {t('breaking.label')}
      </Box>
      <a {...(line?.path ? { href: line.path } : {})}>{line?.text}</a>
    </Box>
  );
}
