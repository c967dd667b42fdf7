import { useApolloClient, useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { UserRow_UserFragment } from '../../gql/graphql';
import { useAskFirst } from '../../shared/components/ConfirmDialog';
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
  // The account whose sessions to end.
  const asked = useAskFirst<{ id: string; username: string }>();

  const confirmEndSessions = async () => {
    if (!asked.subject || !asked.asking) return;
    const { id, username } = asked.subject;
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
      asked.done();
    }
  };

  const ask = (user: UserRow_UserFragment) => asked.ask({ id: user.id, username: user.username });
  const dialog = asked.dialog({
    message:
      asked.subject?.id === me?.id
        ? t('users.endOwnSessionsConfirm')
        : t('users.endSessionsConfirm', { username: asked.subject?.username }),
    busy: ending,
    confirmLabel: t('users.endSessions'),
    onConfirm: confirmEndSessions,
  });
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
  // The account a link is asked for.
  const asked = useAskFirst<UserRow_UserFragment>();
  const linkFor = asked.subject;
  const [renewInvitation, { loading: renewing }] = useMutation(RenewInvitationMutation);
  const [passwordResetLink, { loading: resetting }] = useMutation(PasswordResetLinkMutation);

  const linkIsInvitation = linkFor !== null && linkFor.invitedUntil !== null;
  const confirmLink = async () => {
    if (!linkFor || !asked.asking) return;
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
      asked.done();
    }
  };

  const dialog = asked.dialog({
    message: t(
      linkIsInvitation ? 'accountLinks.newInvitationConfirm' : 'accountLinks.resetConfirm',
      { username: linkFor?.username },
    ),
    busy: renewing || resetting,
    confirmLabel: t('accountLinks.makeLink'),
    onConfirm: confirmLink,
  });
  return { ask: asked.ask, dialog };
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
