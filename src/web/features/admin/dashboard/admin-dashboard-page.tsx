import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconCategory,
  IconCloudUpload,
  IconDatabase,
  IconFlag,
  IconInbox,
  IconPlugConnected,
  IconQuestionMark,
  IconScale,
  IconUsers,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useId } from 'react';
import { Link } from 'react-router';
import type { AdminStats } from '../../../../core/admin';
import { AdminPage } from '../../../components/admin/admin-page';
import { LoadErrorPanel } from '../../../components/admin/load-error-panel';
import { notifyError } from '../../../lib/notify';
import { CollapsibleSection } from '../components/collapsible-section';
import { useSubmissions } from '../submissions/api/get-submissions';
import { useAdminStats } from './api/get-admin-stats';
import { useLiveStats } from './use-live-stats';

/** The Admin Dashboard (/admin): counts, shortcuts, user analytics and system management. */
export function AdminDashboardPage() {
  const stats = useAdminStats();
  // User statistics stay current as profiles change (server-sent events).
  useLiveStats();
  const submissions = useSubmissions();

  useEffect(() => {
    // The fixed id shows the toast once however often the failure is seen.
    if (stats.isError) notifyError('Failed to load data', { id: 'admin-stats-failed' });
  }, [stats.isError]);

  const counts = stats.data;
  const retry = () => void stats.refetch();
  const countCards: CountCardContent[] = [
    {
      title: 'Trivia Questions',
      icon: <IconQuestionMark aria-hidden />,
      count: counts?.questions,
      isLoading: stats.isPending,
      links: [
        { to: '/admin/questions', label: 'Manage Questions' },
        { to: '/admin/add-question', label: 'Add Question', variant: 'default' },
      ],
    },
    {
      title: 'Categories',
      icon: <IconCategory aria-hidden />,
      count: counts?.categories,
      isLoading: stats.isPending,
      links: [{ to: '/admin/categories', label: 'Manage Categories' }],
    },
    {
      title: 'Tie Breaker Questions',
      icon: <IconScale aria-hidden />,
      count: counts?.tiebreakers,
      isLoading: stats.isPending,
      links: [{ to: '/admin/tiebreakers', label: 'Manage Tie Breakers' }],
    },
    {
      title: 'Flagged Questions',
      icon: <IconFlag aria-hidden />,
      count: counts?.pendingFlags,
      isLoading: stats.isPending,
      caption: 'waiting for review',
      color: 'red',
      links: [{ to: '/admin/flagged', label: 'Review Flagged Questions' }],
    },
    {
      title: 'Question Submissions',
      icon: <IconInbox aria-hidden />,
      count: submissions.data?.length,
      isLoading: submissions.isPending,
      caption: 'waiting for review',
      color: 'teal',
      links: [{ to: '/admin/submissions', label: 'Review Submissions' }],
    },
    {
      title: 'Bulk Upload',
      icon: <IconCloudUpload aria-hidden />,
      caption: 'Add many questions at once from CSV or JSON, with a preview first.',
      color: 'indigo',
      links: [{ to: '/admin/bulk-upload', label: 'Bulk Upload' }],
    },
  ];

  return (
    <AdminPage
      title="Admin Dashboard"
      description="Curate the question bank, review what hosts send in, and look after users."
      hasBackLink={false}
    >
      {stats.isError && (
        <LoadErrorPanel
          title="Failed to load data"
          error={stats.error}
          onRetry={retry}
          isRetrying={stats.isFetching}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {countCards.map((card) => (
          <CountCard key={card.title} card={card} />
        ))}
      </SimpleGrid>

      <CollapsibleSection title="User Analytics">
        <UserAnalytics stats={counts} isLoading={stats.isPending} onRetry={retry} />
      </CollapsibleSection>

      <CollapsibleSection title="System Management">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <LinkPanel
            icon={<IconDatabase aria-hidden />}
            title="Backup Status"
            description="See the latest backups and start a manual backup."
            to="/admin/backups"
            label="View Backup Status"
          />
          <LinkPanel
            icon={<IconPlugConnected aria-hidden />}
            title="Stripe Webhook Setup"
            description="Check that payment events reach this server."
            to="/admin/webhook-setup"
            label="Open Webhook Setup"
          />
        </SimpleGrid>
      </CollapsibleSection>
    </AdminPage>
  );
}

interface CountCardContent {
  title: string;
  icon: ReactNode;
  /** Absent for a card without a count (Bulk Upload) or while loading. */
  count?: number;
  /** Absent for a card without a count. */
  isLoading?: boolean;
  caption?: string;
  color?: string;
  /** The card's buttons; the first in the card's colour, 'default' for a quieter one. */
  links: { to: string; label: string; variant?: 'default' }[];
}

function CountCard({ card }: { card: CountCardContent }) {
  const headingId = useId();
  const hasCount = card.isLoading !== undefined;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap="xs">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size="lg" variant="light" color={card.color}>
              {card.icon}
            </ThemeIcon>
            <Title order={2} size="h4" id={headingId}>
              {card.title}
            </Title>
          </Group>
          {hasCount &&
            (card.isLoading ? (
              <Skeleton height={38} width={80} aria-label="Loading" />
            ) : (
              <Text fz={32} fw={800} lh={1.2}>
                {card.count === undefined ? '–' : card.count.toLocaleString('en-US')}
              </Text>
            ))}
          {card.caption && (
            <Text size="sm" c="dimmed">
              {card.caption}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          {card.links.map((link) => (
            <Button
              key={link.to}
              component={Link}
              to={link.to}
              color={link.variant ? undefined : card.color}
              variant={link.variant}
            >
              {link.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

function UserAnalytics({
  stats,
  isLoading,
  onRetry,
}: {
  stats: AdminStats | undefined;
  isLoading: boolean;
  onRetry: () => void;
}) {
  if (isLoading) return <Skeleton height={120} aria-label="Loading user statistics" />;
  if (!stats) {
    return (
      <Group gap="sm">
        <Text c="red">Failed to fetch user statistics</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Retry
        </Button>
      </Group>
    );
  }
  const figures: { label: string; value: string }[] = [
    { label: 'Total Users', value: stats.users.total.toLocaleString() },
    { label: 'Active Users', value: stats.users.active.toLocaleString() },
    { label: 'Trial Users', value: stats.users.trial.toLocaleString() },
    { label: 'Expired Users', value: stats.users.expired.toLocaleString() },
    { label: 'Admins', value: stats.users.admins.toLocaleString() },
    { label: 'Monthly Revenue Estimate', value: `$${stats.revenueEstimate.toFixed(2)}` },
    { label: 'Conversion Rate', value: `${stats.conversionRate}%` },
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
        {figures.map((figure) => (
          <Paper key={figure.label} withBorder p="sm" bg="var(--mantine-color-gray-0)">
            <Text size="sm" c="dimmed">
              {figure.label}
            </Text>
            <Text fz="xl" fw={700}>
              {figure.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Revenue counts active monthly subscribers at $14.99 and annual ones at $12.50 a month (
        {stats.subscribers.monthly} monthly, {stats.subscribers.annual} annual). Conversion is
        active users out of all users.
      </Text>
      <Group gap="sm">
        <Button
          component={Link}
          to="/admin/users"
          leftSection={<IconUsers size={16} aria-hidden />}
        >
          Manage Users
        </Button>
        <Button component={Link} to="/admin/subscriptions" variant="default">
          View Subscriptions
        </Button>
      </Group>
    </Stack>
  );
}

interface LinkPanelProps {
  icon: ReactNode;
  title: string;
  description: string;
  to: string;
  label: string;
}

function LinkPanel({ icon, title, description, to, label }: LinkPanelProps) {
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light">{icon}</ThemeIcon>
          <Title order={3} size="h5">
            {title}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        <div>
          <Button component={Link} to={to} variant="light">
            {label}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
