import { ActionIcon, Badge, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconKey, IconLogin2, IconPencil, IconUserOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type AdminUser, USER_MESSAGES } from '../../../../core/users';
import { formatDate, formatDateTime } from '../format';
import { SubscriptionBadge } from './status-badge';

export interface UserActions {
  onEdit: (user: AdminUser) => void;
  onResetPassword: (user: AdminUser) => void;
  onImpersonate: (user: AdminUser) => void;
  onSuspend: (user: AdminUser) => void;
  /** The user whose impersonation or suspension is on its way, to show it busy. */
  busyUserId: string | null;
}

interface IconActionProps {
  label: string;
  color?: string;
  onClick: () => void;
  isLoading?: boolean;
  isDisabled?: boolean;
  children: ReactNode;
}

function IconAction({ label, color, onClick, isLoading, isDisabled, children }: IconActionProps) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant="light"
        color={color}
        size="lg"
        aria-label={label}
        onClick={onClick}
        loading={isLoading}
        disabled={isDisabled}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

interface UsersTableProps extends UserActions {
  users: AdminUser[];
}

/** Spec: below 768 px wide; there each user is a card instead of a table row. */
const MOBILE_QUERY = '(max-width: 767px)';

/** Email, Role, Subscription, Expiration, Last Login, Actions (admin spec 2). */
export function UsersTable({ users, ...actions }: UsersTableProps) {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  if (users.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="lg" role="status">
        {USER_MESSAGES.noUsers}
      </Text>
    );
  }
  if (isMobile) {
    return (
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {users.map((user) => (
          <Paper key={user.id} component="li" withBorder p="sm">
            <Stack gap={6}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Text>
              <Group gap="xs">
                <RoleBadge user={user} />
                <SubscriptionBadge
                  status={user.subscription_status}
                  isSuspended={user.is_suspended}
                />
              </Group>
              <Text size="sm">
                <Text span c="dimmed" size="sm">
                  Expiration:{' '}
                </Text>
                {formatDate(user.subscription_end_date)}
              </Text>
              <Text size="sm">
                <Text span c="dimmed" size="sm">
                  Last Login:{' '}
                </Text>
                {formatDateTime(user.last_sign_in_at)}
              </Text>
              <UserActionButtons user={user} {...actions} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Email</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Subscription</Table.Th>
            <Table.Th>Expiration</Table.Th>
            <Table.Th>Last Login</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
              <Table.Td>
                <RoleBadge user={user} />
              </Table.Td>
              <Table.Td>
                <SubscriptionBadge
                  status={user.subscription_status}
                  isSuspended={user.is_suspended}
                />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDate(user.subscription_end_date)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(user.last_sign_in_at)}
              </Table.Td>
              <Table.Td>
                <UserActionButtons user={user} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RoleBadge({ user }: { user: AdminUser }) {
  return (
    <Badge color={user.is_admin ? 'violet' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
      {user.is_admin ? 'Admin' : 'Host'}
    </Badge>
  );
}

function UserActionButtons({ user, ...actions }: UserActions & { user: AdminUser }) {
  const isBusy = actions.busyUserId === user.id;
  return (
    <Group gap={6} wrap="nowrap">
      <IconAction label={`Edit ${user.email}`} onClick={() => actions.onEdit(user)}>
        <IconPencil size={18} aria-hidden />
      </IconAction>
      <IconAction
        label={`Reset password of ${user.email}`}
        onClick={() => actions.onResetPassword(user)}
      >
        <IconKey size={18} aria-hidden />
      </IconAction>
      {/* Admins cannot be impersonated or suspended: no buttons (the server refuses too). */}
      {!user.is_admin && (
        <>
          <IconAction
            label={`Login as this user (${user.email})`}
            color="blue"
            onClick={() => actions.onImpersonate(user)}
            isLoading={isBusy}
            isDisabled={!!actions.busyUserId && !isBusy}
          >
            <IconLogin2 size={18} aria-hidden />
          </IconAction>
          <IconAction
            label={`Suspend ${user.email}`}
            color="red"
            onClick={() => actions.onSuspend(user)}
            isDisabled={user.is_suspended}
          >
            <IconUserOff size={18} aria-hidden />
          </IconAction>
        </>
      )}
    </Group>
  );
}
