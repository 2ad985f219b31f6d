import { Alert, Button, Card, Group, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import {
  IconInfoCircle,
  IconPlus,
  IconSortDescendingNumbers,
  IconTrash,
} from '@tabler/icons-react';
import {
  createTeamSchema,
  GAME_MESSAGES,
  SCORE_STEP,
  TEAM_NAME_MAX,
  type Team,
} from '../../../core/game';
import { BackLink } from '../../components/back-button';
import { Page } from '../../components/page';
import { notifyError, notifySuccess } from '../../lib/notify';
import { messageForFailure } from '../../lib/sign-in-message';
import { useTeams } from '../../lib/teams-query';
import { useCreateTeam } from './api/create-team';
import { useDeleteTeam } from './api/delete-team';
import { useUpdateTeamScore } from './api/update-team-score';
import classes from './scoreboard-page.module.css';
import { rankTeams } from './team-order';
import { useHeldOrder } from './use-held-order';

function AddTeamForm() {
  const createTeam = useCreateTeam();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: '' },
    validate: {
      name: (value) => {
        const parsed = createTeamSchema.shape.name.safeParse(value);
        return parsed.success ? null : parsed.error.issues[0]?.message;
      },
    },
  });

  const submit = form.onSubmit(({ name }) => {
    createTeam.mutate(name.trim(), {
      onSuccess(team) {
        notifySuccess(GAME_MESSAGES.teamAdded(team.name));
        form.reset();
      },
      onError(error) {
        // The session ended while the page was open (spec: add team needs a logged-in user).
        notifyError(
          messageForFailure(
            error,
            GAME_MESSAGES.signInToAddTeams,
            `Failed to create team: ${error.message}`,
          ),
        );
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Team name"
          placeholder="e.g. Quizzy McQuizface"
          maxLength={TEAM_NAME_MAX}
          size="md"
          style={{ flex: '1 1 220px' }}
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <Button
          type="submit"
          size="md"
          mt={{ base: 0, xs: 25 }}
          leftSection={<IconPlus size={18} aria-hidden />}
          loading={createTeam.isPending}
        >
          Add Team
        </Button>
      </Group>
    </form>
  );
}

interface TeamRowProps {
  team: Team;
  rank: number;
  /** Called before each score change, so the rows hold still while the host scores. */
  onScoreChange: () => void;
}

function TeamRow({ team, rank, onScoreChange }: TeamRowProps) {
  const updateScore = useUpdateTeamScore();
  const deleteTeam = useDeleteTeam();

  function changeScore(delta: number) {
    onScoreChange();
    updateScore.mutate(
      { teamId: team.id, delta },
      { onError: (error) => notifyError(`Failed to update team score: ${error.message}`) },
    );
  }

  function confirmRemove() {
    modals.openConfirmModal({
      title: 'Remove team',
      children: <Text>Remove “{team.name}” from the scoreboard? Its score is lost.</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteTeam.mutate(team.id, {
          onSuccess: () => notifySuccess(GAME_MESSAGES.teamRemoved),
          onError: (error) => notifyError(`Failed to delete team: ${error.message}`),
        }),
    });
  }

  return (
    <Table.Tr>
      <Table.Td fw={700} fz="lg">
        {rank}
      </Table.Td>
      <Table.Td fz="lg" fw={600} className={classes.name}>
        {team.name}
      </Table.Td>
      <Table.Td fz="xl" fw={800} ta="right">
        {team.score}
      </Table.Td>
      <Table.Td className={classes.actions}>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button
            size="md"
            variant="default"
            onClick={() => changeScore(-SCORE_STEP)}
            aria-label={`-${SCORE_STEP} points for ${team.name}`}
          >
            -{SCORE_STEP}
          </Button>
          <Button
            size="md"
            color="green"
            onClick={() => changeScore(SCORE_STEP)}
            aria-label={`+${SCORE_STEP} points for ${team.name}`}
          >
            +{SCORE_STEP}
          </Button>
          <Button
            size="md"
            variant="light"
            color="red"
            onClick={confirmRemove}
            loading={deleteTeam.isPending}
            leftSection={<IconTrash size={16} aria-hidden />}
            aria-label={`Remove ${team.name}`}
          >
            Remove
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

const ORDER_STATUSES = {
  sorted: 'Sorted by score',
  held: 'Order held while you score',
  waitingForPointer: 'Sorts when the pointer leaves the table',
} as const;

interface OrderStatusProps {
  isSorted: boolean;
  isWaitingForPointer: boolean;
}

/**
 * Whether the rows are sorted or held. Every wording is laid out, unseen, in the same cell, so
 * the line is as tall as the longest at any width and the rows under it never shift.
 */
function OrderStatus({ isSorted, isWaitingForPointer }: OrderStatusProps) {
  const status = isSorted ? 'sorted' : isWaitingForPointer ? 'waitingForPointer' : 'held';
  return (
    <div className={classes.orderStatus}>
      <Text size="sm" c="dimmed" role="status">
        {ORDER_STATUSES[status]}
      </Text>
      {Object.values(ORDER_STATUSES).map((text) => (
        <Text key={text} size="sm" className={classes.orderStatusSizer} aria-hidden>
          {text}
        </Text>
      ))}
    </div>
  );
}

export function ScoreboardPage() {
  const teams = useTeams();
  const order = useHeldOrder(teams.data ?? []);
  const ranks = rankTeams(order.rows);

  return (
    <Page title="Scoreboard" backLink={<BackLink />}>
      <Card withBorder radius="lg" padding="lg">
        <AddTeamForm />
      </Card>

      <Card withBorder radius="lg" padding={0} {...order.pointerHandlers}>
        {teams.isPending ? (
          <Text p="lg" c="dimmed" role="status">
            {GAME_MESSAGES.teamsLoading}
          </Text>
        ) : teams.isError ? (
          <Alert color="red" icon={<IconInfoCircle aria-hidden />} m="md">
            {teams.error.message}
          </Alert>
        ) : teams.data.length === 0 ? (
          <Text p="lg" c="dimmed" ta="center">
            {GAME_MESSAGES.teamsEmpty}
          </Text>
        ) : (
          <>
            <Group
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              px="md"
              py="xs"
              className={classes.orderBar}
            >
              <OrderStatus
                isSorted={order.isSorted}
                isWaitingForPointer={order.isWaitingForPointer}
              />
              <Button
                size="sm"
                variant="light"
                leftSection={<IconSortDescendingNumbers size={16} aria-hidden />}
                disabled={order.isSorted}
                onClick={order.sortByScore}
                style={{ flexShrink: 0 }}
              >
                Sort by score
              </Button>
            </Group>
            <Table
              verticalSpacing="sm"
              horizontalSpacing="md"
              striped
              aria-label="Teams"
              className={classes.table}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>Rank</Table.Th>
                  <Table.Th>Team Name</Table.Th>
                  <Table.Th ta="right" w={90}>
                    Score
                  </Table.Th>
                  <Table.Th ta="right">Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody ref={order.tbodyRef}>
                {order.rows.map((team, index) => (
                  <TeamRow
                    key={team.id}
                    team={team}
                    rank={ranks[index]}
                    onScoreChange={order.holdOrder}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Card>
    </Page>
  );
}
