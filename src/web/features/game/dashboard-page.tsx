import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBulb, IconPencilPlus, IconPlayerPlay, IconPlus, IconScale } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../components/page';
import { SectionCard } from '../../components/section-card';
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
    <SectionCard title="Game Actions" icon={<IconBulb size={24} aria-hidden />} titleSize="h3">
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
    </SectionCard>
  );
}

interface LinkCardProps {
  title: string;
  icon: ReactNode;
  text: string;
  to: string;
  label: string;
}

/** A dashboard card that leads to another screen. */
function LinkCard({ title, icon, text, to, label }: LinkCardProps) {
  return (
    <SectionCard title={title} icon={icon} titleSize="h3">
      <Text c="dimmed" mb="md">
        {text}
      </Text>
      <Button component={Link} to={to} size="md" variant="light" mt="auto">
        {label}
      </Button>
    </SectionCard>
  );
}

/** Host Dashboard (spec 2, /dashboard). */
export function DashboardPage() {
  const me = useMe();

  return (
    <Page
      size="lg"
      title="Host Dashboard"
      description={`Welcome${me.data ? `, ${me.data.email}` : ''}! Everything for tonight's trivia is here.`}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <GameActionsCard />
        <LinkCard
          title="Tiebreaker Question"
          icon={<IconScale size={24} aria-hidden />}
          text="Teams tied? Ask a question with a list of answers: the team that names the most wins."
          to="/tiebreaker"
          label="Get a Tie Breaker"
        />
        <ScoreboardPreview />
        <LinkCard
          title="Your Own Questions"
          icon={<IconPencilPlus size={24} aria-hidden />}
          text="Have a great question? Send it in; an admin reviews every submission."
          to="/submit-question"
          label="Submit a Custom Question"
        />
      </SimpleGrid>
    </Page>
  );
}
