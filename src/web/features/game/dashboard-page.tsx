import { Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBulb, IconPencilPlus, IconPlayerPlay, IconPlus, IconScale } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMe } from '../../lib/auth/get-me';
import { notifyError } from '../../lib/notify';
import { ScoreboardPreview } from '../scoreboard';
import { useEndGame } from './api/end-game';
import { useCurrentGame } from './api/get-current-game';
import { readDeviceGame } from './game-storage';

function GameActionsCard() {
  const navigate = useNavigate();
  const me = useMe();
  const userId = me.data?.id ?? null;
  const currentGame = useCurrentGame();
  const endGame = useEndGame({ clearSetup: true });
  const hasDeviceGame = useMemo(() => (userId ? !!readDeviceGame(userId) : false), [userId]);

  // The server's answer decides; until it comes (or when it cannot), the device copy does.
  const hasSavedGame = currentGame.isSuccess ? !!currentGame.data : hasDeviceGame;

  function startNewGame() {
    endGame.mutate(undefined, {
      onSuccess: () => navigate('/setup'),
      onError: (error) => notifyError(error.message),
    });
  }

  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Group gap="xs" mb="xs">
        <IconBulb size={24} aria-hidden />
        <Title order={2} size="h3">
          Game Actions
        </Title>
      </Group>
      <Text c="dimmed" mb="md">
        {hasSavedGame
          ? 'Pick up your round where you left it, or start a fresh game.'
          : 'Pull a round of 10 questions, randomized or from the categories you choose.'}
      </Text>
      <Stack gap="sm" mt="auto">
        {hasSavedGame && (
          <Button
            component={Link}
            to="/play"
            size="md"
            leftSection={<IconPlayerPlay size={20} aria-hidden />}
          >
            Continue Current Game
          </Button>
        )}
        <Button
          size="md"
          variant={hasSavedGame ? 'default' : 'filled'}
          leftSection={<IconPlus size={20} aria-hidden />}
          onClick={startNewGame}
          loading={endGame.isPending}
        >
          Start New Game
        </Button>
      </Stack>
    </Card>
  );
}

function TiebreakerCard() {
  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Group gap="xs" mb="xs">
        <IconScale size={24} aria-hidden />
        <Title order={2} size="h3">
          Tiebreaker Question
        </Title>
      </Group>
      <Text c="dimmed" mb="md">
        Teams tied? Ask a question with a list of answers: the team that names the most wins.
      </Text>
      <Button component={Link} to="/tiebreaker" size="md" variant="light" mt="auto">
        Get a Tie Breaker
      </Button>
    </Card>
  );
}

function SubmitQuestionCard() {
  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Group gap="xs" mb="xs">
        <IconPencilPlus size={24} aria-hidden />
        <Title order={2} size="h3">
          Your Own Questions
        </Title>
      </Group>
      <Text c="dimmed" mb="md">
        Have a great question? Send it in; an admin reviews every submission.
      </Text>
      <Button component={Link} to="/submit-question" size="md" variant="light" mt="auto">
        Submit a Custom Question
      </Button>
    </Card>
  );
}

/** Host Dashboard (spec 2, /dashboard). */
export function DashboardPage() {
  const me = useMe();

  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <title>Host Dashboard · Trivia Host</title>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Host Dashboard</Title>
          <Text c="dimmed" fz="lg" style={{ overflowWrap: 'anywhere' }}>
            Welcome{me.data ? `, ${me.data.email}` : ''}! Everything for tonight's trivia is here.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <GameActionsCard />
          <TiebreakerCard />
          <ScoreboardPreview />
          <SubmitQuestionCard />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
