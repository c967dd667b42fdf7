import { Badge, Card, HStack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuKeyRound, LuLaptop, LuLogOut, LuMailPlus } from 'react-icons/lu';
import { graphql } from '../../gql';
import type { UserRow_UserFragment } from '../../gql/graphql';
import { RowActions, RowButton } from '../../shared/components/RowActions';
import { CardList, ListTable } from '../../shared/components/StaffList';
import { useNow } from '../../shared/now';
import { useFormatDateTime } from '../../shared/useDates';

/** What a row of the user dashboard shows, and what the user form edits. */
export const UserRowFragment = graphql(`
  fragment UserRow_user on User {
    id
    username
    fullName
    email
    role
    isActive
    teluguName
    bio
    photo {
      ...Photo_image
    }
    invitedUntil
  }
`);

interface ListProps {
  users: UserRow_UserFragment[];
  busy: boolean;
  onEdit: (user: UserRow_UserFragment) => void;
  onEndSessions: (user: UserRow_UserFragment) => void;
  /** Shows the account's signed-in devices, each of which may be ended. */
  onDevices: (user: UserRow_UserFragment) => void;
  onDelete: (user: UserRow_UserFragment) => void;
  /** Asks for a one-time link: a new invitation for a pending account, else a password reset. */
  onLink: (user: UserRow_UserFragment) => void;
}

function Actions({
  user,
  onEdit,
  onEndSessions,
  onDevices,
  onDelete,
  onLink,
}: Omit<ListProps, 'users' | 'busy'> & { user: UserRow_UserFragment }) {
  const { t } = useTranslation();
  const pending = user.invitedUntil !== null;
  return (
    <RowActions
      editLabel={t('users.editItem', { username: user.username })}
      deleteLabel={t('users.deleteItem', { username: user.username })}
      edit={{ onClick: () => onEdit(user) }}
      onDelete={() => onDelete(user)}
    >
      <RowButton
        label={t('users.endSessionsItem', { username: user.username })}
        icon={<LuLogOut aria-hidden />}
        text={t('users.endSessions')}
        onClick={() => onEndSessions(user)}
      />
      <RowButton
        label={t('sessions.userItem', { username: user.username })}
        icon={<LuLaptop aria-hidden />}
        text={t('sessions.userButton')}
        onClick={() => onDevices(user)}
      />
      <RowButton
        label={t(pending ? 'accountLinks.newInvitationItem' : 'accountLinks.resetLinkItem', {
          username: user.username,
        })}
        icon={pending ? <LuMailPlus aria-hidden /> : <LuKeyRound aria-hidden />}
        text={t(pending ? 'accountLinks.newInvitation' : 'accountLinks.resetLink')}
        onClick={() => onLink(user)}
      />
    </RowActions>
  );
}

function Active({ user }: { user: UserRow_UserFragment }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const now = useNow();
  if (user.invitedUntil !== null) {
    // Pending until the colleague sets a password; a lapsed invitation asks for a new link.
    const expired = Date.parse(user.invitedUntil) <= now;
    return (
      <Badge
        colorPalette={expired ? 'orange' : 'blue'}
        variant="subtle"
        title={expired ? undefined : formatDateTime(user.invitedUntil)}
      >
        {t(expired ? 'accountLinks.invitationExpired' : 'accountLinks.invited')}
      </Badge>
    );
  }
  return (
    <Badge colorPalette={user.isActive ? 'green' : 'gray'} variant="subtle">
      {user.isActive ? t('users.yes') : t('users.no')}
    </Badge>
  );
}

/** Username, Email, Active, Role, Action. */
export function UserTable({ users, busy, ...actions }: ListProps) {
  const { t } = useTranslation();
  return (
    <ListTable
      busy={busy}
      headings={[
        t('users.colUsername'),
        t('users.colEmail'),
        t('users.colActive'),
        t('users.colRole'),
        t('users.colAction'),
      ]}
    >
      {users.map((user) => (
        <Table.Row key={user.id}>
          <Table.Cell>
            <Text fontWeight="medium">{user.username}</Text>
            <Text fontSize="xs" color="fg.muted">
              {user.fullName}
            </Text>
          </Table.Cell>
          <Table.Cell>{user.email}</Table.Cell>
          <Table.Cell>
            <Active user={user} />
          </Table.Cell>
          <Table.Cell>{t(`roles.${user.role}`)}</Table.Cell>
          <Table.Cell>
            <Actions user={user} {...actions} />
          </Table.Cell>
        </Table.Row>
      ))}
    </ListTable>
  );
}

/** On a phone, one card an account, its actions in reach. */
export function UserCards({ users, busy, ...actions }: ListProps) {
  const { t } = useTranslation();
  return (
    <CardList label={t('users.listLabel')} busy={busy}>
      {users.map((user) => (
        <Card.Root as="li" key={user.id} size="sm" variant="outline">
          <Card.Body gap="2">
            <HStack justify="space-between" gap="2" wrap="wrap">
              <Text fontWeight="medium">{user.username}</Text>
              <HStack gap="2">
                <Text fontSize="sm">{t(`roles.${user.role}`)}</Text>
                <Active user={user} />
              </HStack>
            </HStack>
            <Text fontSize="sm">{user.fullName}</Text>
            <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
              {user.email}
            </Text>
            <Actions user={user} {...actions} />
          </Card.Body>
        </Card.Root>
      ))}
    </CardList>
  );
}
