import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconKey, IconLogin2, IconPencil, IconUserOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type AdminUser, USER_MESSAGES } from '../../../../core/users';
import { ResponsiveTable } from '../../../components/admin/responsive-table';
import { formatDate, formatDateTime } from '../../../lib/dates';
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

/** Email, Role, Subscription, Expiration, Last Login, Actions (admin spec 2); cards on a phone. */
export function UsersTable({ users, ...actions }: UsersTableProps) {
  return (
    <ResponsiveTable
      items={users}
      keyOf={(user) => user.id}
      label="Users"
      minWidth={820}
      emptyText={USER_MESSAGES.noUsers}
      columns={[
        {
          header: 'Email',
          cell: (user) => (
            <Text span inherit style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
          ),
        },
        { header: 'Role', cell: (user) => <RoleBadge user={user} /> },
        { header: 'Subscription', cell: (user) => <SubscriptionBadge user={user} /> },
        {
          header: 'Expiration',
          isNoWrap: true,
          cell: (user) => formatDate(user.subscription_end_date),
        },
        {
          header: 'Last Login',
          isNoWrap: true,
          cell: (user) => formatDateTime(user.last_sign_in_at),
        },
      ]}
      actions={(user) => <UserActionButtons user={user} {...actions} />}
    />
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
