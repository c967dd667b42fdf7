import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Flex, Link, Table, Text } from '@chakra-ui/react';
import { backupDownloadPath } from '@news/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDatabaseBackup, LuDownload } from 'react-icons/lu';
import { graphql } from '../../gql';
import type { BackupsQuery } from '../../gql/graphql';
import { Loading } from '../../shared/components/Loading';
import { Problem } from '../../shared/components/Problem';
import { ListTable } from '../../shared/components/StaffList';
import { StaffPage } from '../../shared/components/StaffPage';
import { toastSuccess } from '../../shared/components/toasts';
import { failureMessage } from '../../shared/errors';
import { useSession } from '../../shared/session';
import { useFormatDateTime } from '../../shared/useDates';

const BackupsQuery = graphql(`
  query Backups {
    backups {
      items {
        name
        createdAt
        size
        check
      }
      lastSuccess {
        at
      }
      lastFailure {
        at
        message
      }
    }
  }
`);

const TakeBackupMutation = graphql(`
  mutation TakeBackup {
    takeBackup {
      name
    }
  }
`);

type Backup = BackupsQuery['backups']['items'][number];

const CHECK_PALETTE: Record<Backup['check'], string> = {
  VERIFIED: 'green',
  UNCHECKED: 'gray',
  CHANGED: 'red',
};

/**
 * The backups (admins): each archive's time, size and check, with a download link (through the
 * gateway, with the session cookie); the last failure, if any, stands above them; a backup may
 * be taken now.
 */
export default function BackupsPage() {
  const { t } = useTranslation();
  const { isAdmin } = useSession();
  return (
    <StaffPage title={t('backups.title')}>
      {isAdmin ? <BackupList /> : <Problem status="info">{t('backups.forbidden')}</Problem>}
    </StaffPage>
  );
}

function BackupList() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { data, loading, error, refetch } = useQuery(BackupsQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const [takeBackup, taking] = useMutation(TakeBackupMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const result = data?.backups;

  const take = async () => {
    setFailure(null);
    try {
      await takeBackup();
      toastSuccess(t('backups.taken'));
      await refetch();
    } catch (e) {
      setFailure(failureMessage(t, 'backups.takeFailed', e));
      await refetch().catch(() => undefined);
    }
  };

  return (
    <>
      <Text color="fg.muted">{t('backups.intro')}</Text>
      <Flex gap="3" align="center" wrap="wrap">
        <Button colorPalette="red" loading={taking.loading} onClick={() => void take()}>
          <LuDatabaseBackup aria-hidden /> {t('backups.take')}
        </Button>
        {result?.lastSuccess && (
          <Text>{t('backups.lastSuccess', { time: formatDateTime(result.lastSuccess.at) })}</Text>
        )}
      </Flex>
      {failure && <Problem>{failure}</Problem>}
      {result?.lastFailure && (
        <Problem>
          {t('backups.lastFailure', {
            time: formatDateTime(result.lastFailure.at),
            message: result.lastFailure.message,
          })}
        </Problem>
      )}
      {error && !result ? (
        <Problem onRetry={() => void refetch()}>{t('backups.loadFailed')}</Problem>
      ) : loading && !result ? (
        <Loading />
      ) : result && result.items.length === 0 ? (
        <Text>{t('backups.empty')}</Text>
      ) : result ? (
        <ListTable
          busy={loading}
          headings={[
            t('backups.colTime'),
            t('backups.colSize'),
            t('backups.colCheck'),
            t('backups.colActions'),
          ]}
        >
          {result.items.map((backup) => (
            <BackupRow key={backup.name} backup={backup} />
          ))}
        </ListTable>
      ) : null}
    </>
  );
}

function BackupRow({ backup }: { backup: Backup }) {
  const { t, i18n } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const time = formatDateTime(backup.createdAt);
  const size = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(backup.size / 1_000_000);
  return (
    <Table.Row>
      <Table.Cell whiteSpace="nowrap">{time}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{size}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={CHECK_PALETTE[backup.check]}>
          {t(`backups.check.${backup.check}`)}
        </Badge>
      </Table.Cell>
      <Table.Cell>
        <Button asChild size="xs" variant="outline">
          <Link
            href={backupDownloadPath(backup.name)}
            download={backup.name}
            aria-label={t('backups.downloadLabel', { time })}
          >
            <LuDownload aria-hidden /> {t('backups.download')}
          </Link>
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}
