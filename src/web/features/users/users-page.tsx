import { Stack, Tabs } from '@mantine/core';
import { IconHistory, IconUsers } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ROLES, SUBSCRIPTION_STATUSES } from '../../../core/access';
import {
  type AdminUser,
  IMPERSONATION_MESSAGES,
  type ListUsersQuery,
  USER_MESSAGES,
  USERS_PAGE_SIZE,
} from '../../../core/users';
import {
  AddButton,
  AdminQuery,
  ALL,
  describePage,
  ListFilters,
  ListSummary,
  Pager,
  useFilteredPage,
  useSearchText,
} from '../../components/admin/admin-list';
import { AdminPage } from '../../components/admin/admin-page';
import { confirmDanger } from '../../components/admin/confirm-danger';
import { useDialogItem } from '../../components/admin/form-modal';
import { isApiError } from '../../lib/api';
import { useMe } from '../../lib/auth/get-me';
import { errorMessageOf } from '../../lib/error-message';
import { notifyError, notifySuccess } from '../../lib/notify';
import { isAuthError, useUsers } from './api/get-users';
import { useImpersonateUser } from './api/impersonate-user';
import { useSuspendUser } from './api/suspend-user';
import { AuditLogPanel } from './components/audit-log-panel';
import { ResetPasswordModal } from './components/reset-password-modal';
import { roleOptions, statusOptions, UserFormModal } from './components/user-form-modal';
import { UsersTable } from './components/users-table';

/** User Management (/admin/users): search, page, add, edit, reset password, impersonate, suspend; the audit log. */
export function UsersPage() {
  const me = useMe();
  const [tab, setTab] = useState<string | null>('users');
  const [isAddOpen, setIsAddOpen] = useState(false);

  return (
    <AdminPage
      title="User Management"
      description="Find, add and edit users, reset passwords, log in as a host, suspend access."
      actions={<AddButton label="Add User" onClick={() => setIsAddOpen(true)} />}
    >
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="users" leftSection={<IconUsers size={16} aria-hidden />}>
            Users
          </Tabs.Tab>
          <Tabs.Tab value="audit" leftSection={<IconHistory size={16} aria-hidden />}>
            Audit Log
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users" pt="md">
          <UserList currentUserId={me.data?.id} />
        </Tabs.Panel>
        <Tabs.Panel value="audit" pt="md">
          <AuditLogPanel />
        </Tabs.Panel>
      </Tabs>
      <UserFormModal
        opened={isAddOpen}
        onClose={() => setIsAddOpen(false)}
        currentUserId={me.data?.id}
      />
    </AdminPage>
  );
}

interface Filters {
  search: string;
  status: string;
  role: string;
}

function toQuery(filters: Filters, page: number): ListUsersQuery {
  return {
    search: filters.search || undefined,
    status: SUBSCRIPTION_STATUSES.find((s) => s === filters.status),
    role: ROLES.find((r) => r === filters.role),
    page,
    pageSize: USERS_PAGE_SIZE,
  };
}

function UserList({ currentUserId }: { currentUserId?: string }) {
  const search = useSearchText();
  const [status, setStatus] = useState(ALL);
  const [role, setRole] = useState(ALL);
  const filters: Filters = { search: search.debounced, status, role };
  const [page, setPage] = useFilteredPage(filters);

  const users = useUsers(toQuery(filters, page));
  const impersonate = useImpersonateUser();
  const suspend = useSuspendUser();
  const editing = useDialogItem<AdminUser>();
  const resetting = useDialogItem<AdminUser>();

  // Admin spec 6 and 8: a failed load toasts with the reason, except sign-in and admin errors.
  const { error, errorUpdatedAt } = users;
  useEffect(() => {
    if (!error || isAuthError(error)) return;
    const isInvalid = isApiError(error) && error.code === 'invalid_response';
    notifyError(
      isInvalid ? USER_MESSAGES.invalidData : (errorMessageOf(error) ?? USER_MESSAGES.loadFailed),
      {
        id: `users-load-${errorUpdatedAt}`,
        title: isInvalid ? undefined : USER_MESSAGES.loadFailed,
      },
    );
  }, [error, errorUpdatedAt]);

  function startImpersonation(user: AdminUser) {
    impersonate.mutate(user.id, {
      onError: (failure) => {
        if (isApiError(failure) && failure.status === 401) {
          notifyError(IMPERSONATION_MESSAGES.noValidSession);
          return;
        }
        const reason = errorMessageOf(failure);
        notifyError(reason ?? IMPERSONATION_MESSAGES.impersonateFailed, {
          title: reason ? IMPERSONATION_MESSAGES.impersonateFailed : undefined,
        });
      },
    });
  }

  function confirmSuspend(user: AdminUser) {
    confirmDanger({
      title: 'Suspend user',
      message: USER_MESSAGES.suspendConfirm(user.email),
      confirmLabel: 'Suspend',
      onConfirm: () =>
        suspend.mutate(user.id, {
          onSuccess: () => notifySuccess(USER_MESSAGES.userSuspended),
          onError: (failure) => notifyError(USER_MESSAGES.suspendFailed(errorMessageOf(failure))),
        }),
    });
  }

  return (
    <>
      <ListFilters
        search={{
          label: 'Search by email',
          placeholder: 'Type part of an e-mail address',
          value: search.text,
          onChange: search.setText,
        }}
        filters={[
          {
            label: 'Subscription',
            allLabel: 'All statuses',
            options: statusOptions,
            value: status,
            onChange: setStatus,
          },
          {
            label: 'Role',
            allLabel: 'All roles',
            options: roleOptions,
            value: role,
            onChange: setRole,
          },
        ]}
      />

      <AdminQuery
        query={users}
        loadingText="Loading users..."
        errorTitle={USER_MESSAGES.loadFailed}
      >
        {({ items, total }) => (
          <Stack gap="xs">
            <ListSummary isFetching={users.isFetching}>
              {describePage(total, page, USERS_PAGE_SIZE, 'users')}
            </ListSummary>
            <UsersTable
              users={items}
              busyUserId={impersonate.isPending ? (impersonate.variables ?? null) : null}
              onEdit={editing.open}
              onResetPassword={resetting.open}
              onImpersonate={startImpersonation}
              onSuspend={confirmSuspend}
            />
            <Pager total={total} pageSize={USERS_PAGE_SIZE} page={page} onChange={setPage} />
          </Stack>
        )}
      </AdminQuery>

      <UserFormModal
        opened={editing.isOpen}
        onClose={editing.close}
        user={editing.item}
        currentUserId={currentUserId}
      />
      <ResetPasswordModal
        opened={resetting.isOpen}
        onClose={resetting.close}
        user={resetting.item}
      />
    </>
  );
}
