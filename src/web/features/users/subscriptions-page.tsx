import { Badge, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type Subscriber, USER_MESSAGES } from '../../../core/users';
import { AdminQuery, ListSummary, Pager } from '../../components/admin/admin-list';
import { AdminPage } from '../../components/admin/admin-page';
import { ResponsiveTable } from '../../components/admin/responsive-table';
import { formatDate } from '../../lib/dates';
import { notifyError } from '../../lib/notify';
import { SUBSCRIBERS_PAGE_SIZE, useSubscribers } from './api/get-subscribers';
import { isAuthError } from './api/get-users';
import { formatAmount } from './format';

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

  return (
    <AdminPage
      title="Subscriptions"
      description="Hosts on a paid plan or a trial: plan, status, amount and when it renews or ends."
    >
      <AdminQuery
        query={subscribers}
        loadingText="Loading subscriptions..."
        errorTitle={USER_MESSAGES.fetchDetailsFailed}
      >
        {({ items, total }) => (
          <>
            <ListSummary isFetching={subscribers.isFetching}>
              {total === 1 ? '1 subscriber' : `${total.toLocaleString('en-US')} subscribers`}
            </ListSummary>
            <ResponsiveTable
              items={items}
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
      </AdminQuery>
    </AdminPage>
  );
}
