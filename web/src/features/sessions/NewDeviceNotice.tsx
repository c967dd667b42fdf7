import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, CloseButton, Link, Stack } from '@chakra-ui/react';
import { staffPath } from '@news/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { graphql } from '../../gql';
import { deviceLabel } from '../../shared/devices';
import { useFormatDateTime } from '../../shared/useDates';

const NewDeviceSignInsQuery = graphql(`
  query NewDeviceSignIns {
    newDeviceSignIns {
      id
      browser
      os
      at
    }
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
  const { data, refetch } = useQuery(NewDeviceSignInsQuery, { fetchPolicy: 'cache-first' });
  const [dismiss] = useMutation(DismissNewDeviceSignInMutation);
  // The first screen's answer is the query's own; each screen after it asks again.
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    void refetch().catch(() => undefined);
  }, [pathname, refetch]);

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
                  .then(() => refetch())
                  .catch(() => undefined)
              }
            />
          </Alert.Root>
        );
      })}
    </Stack>
  );
}
