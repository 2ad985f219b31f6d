import { Badge, Center, Group, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type Subscriber, USER_MESSAGES } from '../../../core/users';
import { AdminPage } from '../../components/admin/admin-page';
import { ResponsiveTable } from '../../components/admin/responsive-table';
import { isApiError } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { SUBSCRIBERS_PAGE_SIZE, useSubscribers } from './api/get-subscribers';
import { isAuthError } from './api/get-users';
import { LoadProblem } from './components/load-problem';
import { Pager } from './components/pager';
import { formatAmount, formatDate } from './format';

const PROVIDER_STATUS_LABELS: Record<string, string> = {
  trialing: 'Trialing',
  active: 'Active',
  past_due: 'Past due',
  unpaid: 'Unpaid',
  incomplete: 'Incomplete',
  paused: 'Paused',
  trial: 'Trial',
};

function statusOf(row: Subscriber): { label: string; color: string } {
  const status = row.details.status ?? row.subscriptionStatus;
  const isGood = status === 'active' || status === 'trialing' || status === 'trial';
  return { label: PROVIDER_STATUS_LABELS[status] ?? status, color: isGood ? 'green' : 'red' };
}

function amountOf(row: Subscriber): string {
  const money = formatAmount(row.details.amount, row.details.currency);
  if (!money) return row.subscriptionStatus === 'trial' ? 'Free trial' : 'No charge';
  return row.details.interval ? `${money} / ${row.details.interval}` : money;
}

/** Renews on, or Expires on: the provider's dates, else the profile's end date. */
function dateOf(row: Subscriber): string {
  const { renewalDate, expirationDate } = row.details;
  if (renewalDate) return `Renews ${formatDate(renewalDate)}`;
  const end = expirationDate ?? row.subscriptionEndDate;
  return end ? `Expires ${formatDate(end)}` : 'No end date';
}

/** View Subscriptions (/admin/subscriptions): the paying and trialling hosts. */
export function SubscriptionsPage() {
  const [page, setPage] = useState(1);
  const subscribers = useSubscribers(page);

  const { error, errorUpdatedAt } = subscribers;
  useEffect(() => {
    if (!error || isAuthError(error)) return;
    notifyError(USER_MESSAGES.fetchDetailsFailed, { id: `subscribers-load-${errorUpdatedAt}` });
  }, [error, errorUpdatedAt]);

  const total = subscribers.data?.total ?? 0;
  return (
    <AdminPage
      title="Subscriptions"
      description="Hosts on a paid plan or a trial: plan, status, amount and when it renews or ends."
    >
      {subscribers.isError && !subscribers.data ? (
        <LoadProblem
          error={subscribers.error}
          title={USER_MESSAGES.fetchDetailsFailed}
          onRetry={() => void subscribers.refetch()}
          isRetrying={subscribers.isFetching}
        />
      ) : subscribers.isPending ? (
        <Center py="xl" role="status">
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text>Loading subscriptions...</Text>
          </Group>
        </Center>
      ) : (
        <>
          {isApiError(subscribers.error) && (
            <LoadProblem
              error={subscribers.error}
              title={USER_MESSAGES.fetchDetailsFailed}
              onRetry={() => void subscribers.refetch()}
              isRetrying={subscribers.isFetching}
            />
          )}
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed" role="status">
              {total === 1 ? '1 subscriber' : `${total.toLocaleString('en-US')} subscribers`}
            </Text>
            {subscribers.isFetching && <Loader size="xs" aria-label="Updating" />}
          </Group>
          <ResponsiveTable
            items={subscribers.data.items}
            keyOf={(row) => row.userId}
            label="Subscribers"
            minWidth={760}
            highlightOnHover={false}
            emptyText="No subscribers found"
            columns={[
              {
                header: 'Email',
                cell: (row) => (
                  <Text span inherit style={{ wordBreak: 'break-all' }}>
                    {row.email}
                  </Text>
                ),
              },
              {
                header: 'Plan',
                cell: (row) => row.details.planName ?? row.subscriptionTier ?? 'N/A',
              },
              {
                header: 'Status',
                cell: (row) => {
                  const status = statusOf(row);
                  return (
                    <Badge color={status.color} variant="light">
                      {status.label}
                    </Badge>
                  );
                },
              },
              { header: 'Amount', isNoWrap: true, cell: amountOf },
              { header: 'Renews / Expires', isNoWrap: true, cell: dateOf },
              {
                header: 'Will Cancel',
                cell: (row) =>
                  row.details.willCancel ? (
                    <Badge color="orange" variant="light">
                      Yes
                    </Badge>
                  ) : (
                    'No'
                  ),
              },
            ]}
          />
          <Pager total={total} pageSize={SUBSCRIBERS_PAGE_SIZE} page={page} onChange={setPage} />
        </>
      )}
    </AdminPage>
  );
}
