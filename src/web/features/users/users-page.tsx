import {
  Button,
  Center,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconHistory, IconPlus, IconSearch, IconUsers } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ROLES, SUBSCRIPTION_STATUSES } from '../../../core/access';
import {
  type AdminUser,
  IMPERSONATION_MESSAGES,
  type ListUsersQuery,
  USER_MESSAGES,
  USERS_PAGE_SIZE,
} from '../../../core/users';
import { AdminPage } from '../../components/admin/admin-page';
import { isApiError } from '../../lib/api';
import { useMe } from '../../lib/auth/get-me';
import { notifyError, notifySuccess } from '../../lib/notify';
import { isAuthError, useUsers } from './api/get-users';
import { useImpersonateUser } from './api/impersonate-user';
import { useSuspendUser } from './api/suspend-user';
import { AuditLogPanel } from './components/audit-log-panel';
import { LoadProblem } from './components/load-problem';
import { Pager } from './components/pager';
import { ResetPasswordModal } from './components/reset-password-modal';
import { roleOptions, statusOptions, UserFormModal } from './components/user-form-modal';
import { UsersTable } from './components/users-table';

const ALL = 'all';

function reasonOf(error: unknown): string | null {
  return isApiError(error) ? error.message : null;
}

/** User Management (/admin/users): search, page, add, edit, reset password, impersonate, suspend; the audit log. */
export function UsersPage() {
  const me = useMe();
  const [tab, setTab] = useState<string | null>('users');
  const [isAddOpen, setIsAddOpen] = useState(false);

  return (
    <AdminPage
      title="User Management"
      description="Find, add and edit users, reset passwords, log in as a host, suspend access."
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsAddOpen(true)}>
          Add User
        </Button>
      }
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
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState(ALL);
  const [role, setRole] = useState(ALL);
  const filters: Filters = { search: debouncedSearch, status, role };
  // The page belongs to one set of filters: new filters start again at page 1.
  const filterKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  if (paging.filterKey !== filterKey) setPaging({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });

  const users = useUsers(toQuery(filters, page));
  const impersonate = useImpersonateUser();
  const suspend = useSuspendUser();
  // The user a dialog is about outlives the dialog's closing animation.
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [isEditOpen, setIsEditOpen] = useState(false);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const [isResetOpen, setIsResetOpen] = useState(false);

  // Admin spec 6 and 8: a failed load toasts with the reason, except sign-in and admin errors.
  const { error, errorUpdatedAt } = users;
  useEffect(() => {
    if (!error || isAuthError(error)) return;
    const isInvalid = isApiError(error) && error.code === 'invalid_response';
    notifyError(
      isInvalid ? USER_MESSAGES.invalidData : (reasonOf(error) ?? USER_MESSAGES.loadFailed),
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
        const reason = reasonOf(failure);
        notifyError(reason ?? IMPERSONATION_MESSAGES.impersonateFailed, {
          title: reason ? IMPERSONATION_MESSAGES.impersonateFailed : undefined,
        });
      },
    });
  }

  function confirmSuspend(user: AdminUser) {
    modals.openConfirmModal({
      title: 'Suspend user',
      children: <Text size="sm">{USER_MESSAGES.suspendConfirm(user.email)}</Text>,
      labels: { confirm: 'Suspend', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        suspend.mutate(user.id, {
          onSuccess: () => notifySuccess(USER_MESSAGES.userSuspended),
          onError: (failure) => notifyError(USER_MESSAGES.suspendFailed(reasonOf(failure))),
        }),
    });
  }

  const total = users.data?.total ?? 0;
  const first = total === 0 ? 0 : (page - 1) * USERS_PAGE_SIZE + 1;
  const last = Math.min(total, page * USERS_PAGE_SIZE);

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mb="md">
        <TextInput
          label="Search by email"
          placeholder="Type part of an e-mail address"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
        />
        <Select
          label="Subscription"
          data={[{ value: ALL, label: 'All statuses' }, ...statusOptions]}
          value={status}
          onChange={(value) => setStatus(value ?? ALL)}
          allowDeselect={false}
        />
        <Select
          label="Role"
          data={[{ value: ALL, label: 'All roles' }, ...roleOptions]}
          value={role}
          onChange={(value) => setRole(value ?? ALL)}
          allowDeselect={false}
        />
      </SimpleGrid>

      {users.isError && !users.data ? (
        <LoadProblem
          error={users.error}
          title={USER_MESSAGES.loadFailed}
          onRetry={() => void users.refetch()}
          isRetrying={users.isFetching}
        />
      ) : users.isPending ? (
        <Center py="xl" role="status">
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text>Loading users...</Text>
          </Group>
        </Center>
      ) : (
        <>
          {users.isError && (
            <LoadProblem
              error={users.error}
              title={USER_MESSAGES.loadFailed}
              onRetry={() => void users.refetch()}
              isRetrying={users.isFetching}
            />
          )}
          <Group justify="space-between" gap="xs" my="xs">
            <Text size="sm" c="dimmed" role="status">
              {total === 0
                ? '0 users'
                : `Showing ${first}–${last} of ${total.toLocaleString('en-US')} users`}
            </Text>
            {users.isFetching && <Loader size="xs" aria-label="Updating" />}
          </Group>
          <UsersTable
            users={users.data.items}
            busyUserId={impersonate.isPending ? (impersonate.variables ?? null) : null}
            onEdit={(user) => {
              setEditing(user);
              setIsEditOpen(true);
            }}
            onResetPassword={(user) => {
              setResetting(user);
              setIsResetOpen(true);
            }}
            onImpersonate={startImpersonation}
            onSuspend={confirmSuspend}
          />
          <Pager total={total} pageSize={USERS_PAGE_SIZE} page={page} onChange={setPage} />
        </>
      )}

      <UserFormModal
        opened={isEditOpen}
        onClose={() => setIsEditOpen(false)}
        user={editing}
        currentUserId={currentUserId}
      />
      <ResetPasswordModal
        opened={isResetOpen}
        onClose={() => setIsResetOpen(false)}
        user={resetting}
      />
    </>
  );
}
