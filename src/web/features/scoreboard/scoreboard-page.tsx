import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { IconArrowLeft, IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  createTeamSchema,
  GAME_MESSAGES,
  SCORE_STEP,
  TEAM_NAME_MAX,
  type Team,
} from '../../../core/game';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCreateTeam } from './api/create-team';
import { useDeleteTeam } from './api/delete-team';
import { useTeams } from './api/get-teams';
import { useUpdateTeamScore } from './api/update-team-score';
import classes from './scoreboard-page.module.css';
import { rankTeams } from './team-order';

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
        notifyError(`Failed to create team: ${error.message}`);
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
}

function TeamRow({ team, rank }: TeamRowProps) {
  const updateScore = useUpdateTeamScore();
  const deleteTeam = useDeleteTeam();

  function changeScore(delta: number) {
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
            aria-label={`Subtract ${SCORE_STEP} points from ${team.name}`}
          >
            -{SCORE_STEP}
          </Button>
          <Button
            size="md"
            color="green"
            onClick={() => changeScore(SCORE_STEP)}
            aria-label={`Add ${SCORE_STEP} points to ${team.name}`}
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

export function ScoreboardPage() {
  const teams = useTeams();
  const ranks = rankTeams(teams.data ?? []);

  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <title>Scoreboard · Trivia Host</title>
      <Stack gap="lg">
        <Anchor component={Link} to="/dashboard" fw={600}>
          <Group gap={4} component="span">
            <IconArrowLeft size={18} aria-hidden />
            Back to Dashboard
          </Group>
        </Anchor>
        <Title order={1}>Scoreboard</Title>

        <Card withBorder radius="lg" padding="lg">
          <AddTeamForm />
        </Card>

        <Card withBorder radius="lg" padding={0}>
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
              <Table.Tbody>
                {teams.data.map((team, index) => (
                  <TeamRow key={team.id} team={team} rank={ranks[index]} />
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
      </Stack>
    </Container>
  );
}
