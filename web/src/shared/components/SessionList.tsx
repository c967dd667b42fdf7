import { Badge, Box, Flex, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuLogOut } from 'react-icons/lu';
import { graphql } from '../../gql';
import { deviceLabel, type DeviceNames } from '../devices';
import { failureMessage } from '../errors';
import { useFormatDateTime } from '../useDates';
import { useAskFirst } from './ConfirmDialog';
import { Loading } from './Loading';
import { Problem } from './Problem';
import { RowButton } from './RowActions';
import { toastSuccess } from './toasts';

/** What a list shows of a session, asked for by each screen that lists sessions. */
export const ListedSessionFragment = graphql(`
  fragment ListedSession_session on Session {
    id
    browser
    os
    firstSeen
    lastSeen
    current
  }
`);

/** A signed-in session as the lists show it. */
export interface ListedSession extends DeviceNames {
  id: string;
  firstSeen: string;
  lastSeen: string;
  current: boolean;
}

/**
 * Sessions as a list of cards (the same on a phone and a desktop): the device, when it signed in
 * and was last used, "This device" on the asker's own, and an End button named for the device.
 */
export function SessionList({
  sessions,
  onEnd,
  label,
}: {
  sessions: ListedSession[];
  onEnd: (session: ListedSession) => void;
  /** The list's name for screen readers. */
  label: string;
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <List.Root as="ul" listStyle="none" gap="3" aria-label={label} ms="0">
      {sessions.map((session) => {
        const device = deviceLabel(t, session);
        return (
          <List.Item key={session.id}>
            <Box borderWidth="1px" borderRadius="l2" p="3" w="full">
              <Flex justify="space-between" align="center" gap="3" wrap="wrap">
                <Stack gap="1">
                  <Flex gap="2" align="center" wrap="wrap">
                    <Text fontWeight="semibold">{device}</Text>
                    {session.current && (
                      <Badge colorPalette="green" variant="subtle">
                        {t('sessions.current')}
                      </Badge>
                    )}
                  </Flex>
                  <Text fontSize="sm" color="fg.muted">
                    {t('sessions.firstSeen', { at: formatDateTime(session.firstSeen) })}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t('sessions.lastSeen', { at: formatDateTime(session.lastSeen) })}
                  </Text>
                </Stack>
                <RowButton
                  label={t('sessions.endItem', { device })}
                  icon={<LuLogOut aria-hidden />}
                  text={t('sessions.end')}
                  onClick={() => onEnd(session)}
                  danger
                />
              </Flex>
            </Box>
          </List.Item>
        );
      })}
    </List.Root>
  );
}

/**
 * Ending a session, asked first (the asker's own session says it signs them out): `end` does it;
 * success is a toast, a failure is `failure`, for the screen to show above its list.
 */
function useEndSession(end: (session: ListedSession) => Promise<void>) {
  const { t } = useTranslation();
  const asked = useAskFirst<ListedSession>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const device = asked.subject ? deviceLabel(t, asked.subject) : '';

  const confirm = async () => {
    const session = asked.subject;
    if (!session || !asked.asking) return;
    setBusy(true);
    try {
      await end(session);
      toastSuccess(t('sessions.ended', { device }));
    } catch (e) {
      setFailure(failureMessage(t, 'sessions.endFailed', e));
    } finally {
      setBusy(false);
      asked.done();
    }
  };

  return {
    failure,
    ask: (session: ListedSession) => {
      setFailure(null);
      asked.ask(session);
    },
    dialog: asked.dialog({
      message: asked.subject?.current
        ? t('sessions.endCurrentConfirm')
        : t('sessions.endConfirm', { device }),
      busy,
      confirmLabel: t('sessions.end'),
      onConfirm: confirm,
    }),
  };
}

/**
 * A screen's sessions with what goes around them: a failure to end one, a failed read with a
 * retry, the wait, "none", and the question before one is ended (`end` ends it).
 */
export function Sessions({
  sessions,
  loading,
  failed,
  onRetry,
  end,
}: {
  sessions: ListedSession[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  end: (session: ListedSession) => Promise<void>;
}) {
  const { t } = useTranslation();
  const ending = useEndSession(end);
  return (
    <>
      {ending.failure && <Problem>{ending.failure}</Problem>}
      {failed && !sessions ? (
        <Problem onRetry={onRetry}>{t('sessions.loadFailed')}</Problem>
      ) : loading && !sessions ? (
        <Loading />
      ) : sessions && sessions.length === 0 ? (
        <Text>{t('sessions.empty')}</Text>
      ) : sessions ? (
        <SessionList sessions={sessions} onEnd={ending.ask} label={t('sessions.listLabel')} />
      ) : null}
      {ending.dialog}
    </>
  );
}
