import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, CloseButton, Link, Stack } from '@chakra-ui/react';
import { staffPath } from '@news/contract';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { graphql } from '../../gql';
import { deviceLabel } from '../../shared/devices';
import { useFormatDateTime } from '../../shared/useDates';

/** What the notice shows; the session check on each page load asks it along (app/Layout.tsx). */
export const NewDeviceNoticeFragment = graphql(`
  fragment NewDeviceNotice_query on Query {
    newDeviceSignIns {
      id
      browser
      os
      at
    }
  }
`);

const NewDeviceSignInsQuery = graphql(`
  query NewDeviceSignIns {
    ...NewDeviceNotice_query
  }
`);

const DismissNewDeviceSignInMutation = graphql(`
  mutation DismissNewDeviceSignIn($id: ID!) {
    dismissNewDeviceSignIn(id: $id)
  }
`);

/**
 * Sign-ins from a browser and system the account had not used, above every staff screen until
 * dismissed. Asked again on each screen shown, so one made elsewhere shows on the next one.
 */
export function NewDeviceNotice() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const formatDateTime = useFormatDateTime();
  const client = useApolloClient();
  // Read from the cache, where the page load's session check puts them.
  const { data } = useQuery(NewDeviceSignInsQuery, { fetchPolicy: 'cache-only' });
  const [dismiss] = useMutation(DismissNewDeviceSignInMutation);
  const askAgain = useCallback(
    () =>
      client
        .query({ query: NewDeviceSignInsQuery, fetchPolicy: 'network-only' })
        .catch(() => undefined),
    [client],
  );
  // The first screen's come with the session check; each screen after it asks again.
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    void askAgain();
  }, [pathname, askAgain]);

  const notices = data?.newDeviceSignIns ?? [];
  if (notices.length === 0) return null;
  return (
    <Stack gap="2" mb="4">
      {notices.map((notice) => {
        const device = deviceLabel(t, notice);
        return (
          <Alert.Root key={notice.id} status="warning" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {t('sessions.newSignIn', { device, at: formatDateTime(notice.at) })}
              </Alert.Title>
              <Alert.Description>
                {t('sessions.newSignInHelp')}{' '}
                <Link asChild variant="underline">
                  <RouterLink to={staffPath('sessions')}>{t('sessions.review')}</RouterLink>
                </Link>
              </Alert.Description>
            </Alert.Content>
            <CloseButton
              size="sm"
              alignSelf="flex-start"
              aria-label={t('sessions.dismissItem', { device })}
              onClick={() =>
                void dismiss({ variables: { id: notice.id } })
                  .then(askAgain)
                  .catch(() => undefined)
              }
            />
          </Alert.Root>
        );
      })}
    </Stack>
  );
}
