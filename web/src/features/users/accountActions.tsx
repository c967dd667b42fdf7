import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { UserRow_UserFragment } from '../../gql/graphql';
import { ConfirmDialog } from '../../shared/components/ConfirmDialog';
import { useConfirmDelete } from '../../shared/components/RowActions';
import { toastSuccess } from '../../shared/components/toasts';
import { failureMessage } from '../../shared/errors';
import { useSession } from '../../shared/session';
import type { IssuedLink } from './AccountLinkDialog';

/** What the Users screen says above its list after an action. */
export interface Notice {
  status: 'error' | 'success';
  text: string;
}

const DeleteUserMutation = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id)
  }
`);

const EndUserSessionsMutation = graphql(`
  mutation EndUserSessions($id: ID!) {
    endUserSessions(id: $id)
  }
`);

const RenewInvitationMutation = graphql(`
  mutation RenewInvitation($id: ID!) {
    renewInvitation(id: $id) {
      ...IssuedLink_accountLink
    }
  }
`);

const PasswordResetLinkMutation = graphql(`
  mutation CreatePasswordResetLink($id: ID!) {
    createPasswordResetLink(id: $id) {
      ...IssuedLink_accountLink
    }
  }
`);

/**
 * Ending an account's sessions, asked first: the account's own ending signs this page out too,
 * as Logout does.
 */
export function useEndSessions(setNotice: (notice: Notice | null) => void) {
  const { t } = useTranslation();
  const [endUserSessions, { loading: ending }] = useMutation(EndUserSessionsMutation);
  const { user: me, signOut } = useSession();
  const client = useApolloClient();
  // The account whose sessions to end; kept after the dialog closes, so its text stays put while
  // the dialog fades out.
  const [sessionsOf, setSessionsOf] = useState<{ id: string; username: string } | null>(null);
  const [askingToEnd, setAskingToEnd] = useState(false);

  const confirmEndSessions = async () => {
    if (!sessionsOf || !askingToEnd) return;
    const { id, username } = sessionsOf;
    try {
      await endUserSessions({ variables: { id } });
      if (id === me?.id) {
        // The admin's own session has just ended too: this page is signed out, as after Logout.
        signOut();
        await client.clearStore();
        return;
      }
      setNotice({ status: 'success', text: t('users.sessionsEnded', { username }) });
    } catch (e) {
      setNotice({ status: 'error', text: failureMessage(t, 'users.endSessionsFailed', e) });
    } finally {
      setAskingToEnd(false);
    }
  };

  const ask = (user: UserRow_UserFragment) => {
    setSessionsOf({ id: user.id, username: user.username });
    setAskingToEnd(true);
  };
  const dialog = (
    <ConfirmDialog
      open={askingToEnd}
      message={
        sessionsOf?.id === me?.id
          ? t('users.endOwnSessionsConfirm')
          : t('users.endSessionsConfirm', { username: sessionsOf?.username })
      }
      busy={ending}
      confirmLabel={t('users.endSessions')}
      onConfirm={() => void confirmEndSessions()}
      onCancel={() => setAskingToEnd(false)}
    />
  );
  return { ask, dialog };
}

/**
 * A one-time link for an account, asked first: a new invitation for one not yet accepted, else a
 * password reset link; the link issued is shown once.
 */
export function useAccountLink({
  setNotice,
  setIssued,
  refetch,
}: {
  setNotice: (notice: Notice | null) => void;
  setIssued: (link: IssuedLink) => void;
  refetch: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  // The account a link is asked for, kept while the confirm dialog fades out.
  const [linkFor, setLinkFor] = useState<UserRow_UserFragment | null>(null);
  const [askingLink, setAskingLink] = useState(false);
  const [renewInvitation, { loading: renewing }] = useMutation(RenewInvitationMutation);
  const [passwordResetLink, { loading: resetting }] = useMutation(PasswordResetLinkMutation);

  const linkIsInvitation = linkFor !== null && linkFor.invitedUntil !== null;
  const confirmLink = async () => {
    if (!linkFor || !askingLink) return;
    try {
      const variables = { id: linkFor.id };
      const { data } = linkIsInvitation
        ? await renewInvitation({ variables })
        : await passwordResetLink({ variables });
      const link =
        data && ('renewInvitation' in data ? data.renewInvitation : data.createPasswordResetLink);
      if (!link) throw new Error('no data');
      setIssued(link);
      void refetch();
    } catch (e) {
      setNotice({
        status: 'error',
        text: failureMessage(t, 'accountLinks.linkFailed', e, {
          CONFLICT: 'accountLinks.linkRefused',
        }),
      });
    } finally {
      setAskingLink(false);
    }
  };

  const ask = (user: UserRow_UserFragment) => {
    setLinkFor(user);
    setAskingLink(true);
  };
  const dialog = (
    <ConfirmDialog
      open={askingLink}
      message={t(
        linkIsInvitation ? 'accountLinks.newInvitationConfirm' : 'accountLinks.resetConfirm',
        { username: linkFor?.username },
      )}
      busy={renewing || resetting}
      confirmLabel={t('accountLinks.makeLink')}
      onConfirm={() => void confirmLink()}
      onCancel={() => setAskingLink(false)}
    />
  );
  return { ask, dialog };
}

/**
 * Deleting an account, asked first; a refusal (one's own account, the last admin) is said above
 * the list.
 */
export function useDeleteUser({
  setNotice,
  refetch,
}: {
  setNotice: (notice: Notice | null) => void;
  refetch: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [deleteUser] = useMutation(DeleteUserMutation);
  return useConfirmDelete<UserRow_UserFragment>({
    message: t('users.deleteConfirm'),
    remove: async (user) => {
      try {
        await deleteUser({ variables: { id: user.id } });
        toastSuccess(t('users.deleted'));
        await refetch();
      } catch (e) {
        const text = failureMessage(t, 'users.deleteFailed', e, { CONFLICT: 'users.conflict' });
        setNotice({ status: 'error', text });
      }
    },
  });
}
