import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backupDownloadPath } from '@news/contract';
import { describe, expect, it } from 'vitest';
import te from '../../../public/assets/i18n/te.json';
import { BackupsDocument, TakeBackupDocument } from '../../gql/graphql';
import { renderScreen } from '../../test/render';
import BackupsPage from './BackupsPage';
import { editor } from './articleFormTesting';

const admin = { ...editor, id: '1', username: 'admin', role: 'admin' as const };

const backup = (name: string, check = 'VERIFIED', size = 2_500_000) => ({
  __typename: 'Backup',
  name,
  createdAt: '2026-03-01T20:00:00.000Z',
  size,
  check,
});

const list = (items: object[], lastFailure: object | null = null) => ({
  request: { query: BackupsDocument },
  result: {
    data: {
      backups: {
        __typename: 'BackupList',
        items,
        lastSuccess: items.length
          ? { __typename: 'BackupSuccess', at: '2026-03-01T20:00:00.000Z' }
          : null,
        lastFailure,
      },
    },
  },
});

const NAME = 'news-backup-20260301T200000000Z.tar.gz';

describe('BackupsPage', () => {
  it('lists each backup with its size, check and download, and the last failure', async () => {
    renderScreen(<BackupsPage />, {
      path: '/admin/backups',
      user: admin,
      mocks: [
        list([backup(NAME), backup('news-backup-20260301T190000000Z.tar.gz', 'CHANGED')], {
          __typename: 'BackupFailure',
          at: '2026-03-01T21:00:00.000Z',
          message: 'pg_dump failed: disk full',
        }),
      ],
    });
    const link = (await screen.findAllByRole('link', { name: /^Download the backup taken / }))[0]!;
    expect(link).toHaveAttribute('href', backupDownloadPath(NAME));
    const row = link.closest('tr')!;
    expect(within(row).getByText('2.5 MB')).toBeInTheDocument();
    expect(within(row).getByText('Checked')).toBeInTheDocument();
    expect(screen.getByText('Changed since it was checked')).toBeInTheDocument();
    expect(screen.getByText(/pg_dump failed: disk full/)).toBeInTheDocument();
  });

  it('takes a backup now and shows it', async () => {
    renderScreen(<BackupsPage />, {
      path: '/admin/backups',
      user: admin,
      mocks: [
        list([]),
        {
          request: { query: TakeBackupDocument },
          result: { data: { takeBackup: { __typename: 'Backup', name: NAME } } },
        },
        list([backup(NAME)]),
      ],
    });
    expect(await screen.findByText('No backup has been taken yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Take a backup now' }));
    expect(
      await screen.findByRole('link', { name: /^Download the backup taken / }),
    ).toHaveAttribute('href', backupDownloadPath(NAME));
  });

  it('is for admins only, in Telugu too', async () => {
    renderScreen(<BackupsPage />, { path: '/admin/backups', user: editor, language: 'te' });
    expect(await screen.findByText(te.backups.forbidden)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(te.backups.title);
  });
});
