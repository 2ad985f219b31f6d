import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Flex,
  Group,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconInfoCircle, IconPlayerPlay, IconPlayerStop, IconRefresh } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  countOf,
  GAME_MESSAGES,
  type Game,
  MAX_REPLACEMENTS,
  MAX_TRY_AGAIN,
} from '../../../core/game';
import { BackLink } from '../../components/back-button';
import { PageLoader } from '../../components/page-loader';
import { useMe } from '../../lib/auth/get-me';
import { notifyError, notifySuccess } from '../../lib/notify';
import { messageForFailure } from '../../lib/sign-in-message';
import { useEndGame } from './api/end-game';
import { useCurrentGame } from './api/get-current-game';
import { usePullRound } from './api/pull-round';
import { useReplaceQuestion } from './api/replace-question';
import { useSetOptionsHidden } from './api/set-options-hidden';
import { useStartRound } from './api/start-round';
import { QuestionCard } from './components/question-card';
import { categoryIdsOf, readDeviceGame, readGameSetup, saveDeviceGame } from './game-storage';

function DismissibleAlert({
  color,
  onDismiss,
  children,
}: {
  color: 'red' | 'yellow';
  onDismiss: () => void;
  children: ReactNode;
}) {
  return (
    <Alert
      color={color}
      variant="light"
      icon={<IconInfoCircle aria-hidden />}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onDismiss}
    >
      {children}
    </Alert>
  );
}

function loadFailureOf(error: unknown): string {
  return messageForFailure(error, GAME_MESSAGES.signInForQuestions, GAME_MESSAGES.loadFailed);
}

/**
 * The round screen (spec 4, Round). The server's saved game wins; the device copy stands in
 * when the server cannot be reached; with neither, a new round is pulled from the setup.
 */
export function PlayPage() {
  const navigate = useNavigate();
  const me = useMe();
  const userId = me.data?.id ?? null;
  const currentGame = useCurrentGame();
  const pullRound = usePullRound();
  const startRound = useStartRound();
  const endGame = useEndGame();
  const replaceQuestion = useReplaceQuestion();
  const setOptionsHidden = useSetOptionsHidden();

  // Why the round could not be loaded, in the spec's words; null when it loaded.
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const isLoadFailed = loadFailure !== null;
  const [dismissedNotice, setDismissedNotice] = useState<Game | null>(null);
  // The first load decides once whether to pull; later changes (End Round) never auto-pull.
  const hasSettled = useRef(false);

  const deviceGame = useMemo(() => (userId ? readDeviceGame(userId) : null), [userId]);
  const serverGame = currentGame.data ?? null;
  const game: Game | null = serverGame ?? (currentGame.isError ? deviceGame : null);
  const isDeviceCopy = !serverGame && !!game;

  const pullFirstRound = pullRound.mutate;
  useEffect(() => {
    if (hasSettled.current || currentGame.isFetching) return;
    if (currentGame.isError) {
      hasSettled.current = true;
      setLoadFailure(loadFailureOf(currentGame.error));
      return;
    }
    if (!currentGame.isSuccess) return;
    hasSettled.current = true;
    if (currentGame.data) return;
    pullFirstRound(
      { categoryIds: categoryIdsOf(readGameSetup()) },
      { onError: (error) => setLoadFailure(loadFailureOf(error)) },
    );
  }, [
    currentGame.isFetching,
    currentGame.isError,
    currentGame.isSuccess,
    currentGame.data,
    currentGame.error,
    pullFirstRound,
  ]);

  // Spec: the game is saved to the device on every change.
  useEffect(() => {
    if (userId && serverGame) saveDeviceGame(userId, serverGame);
  }, [userId, serverGame]);

  const triesLeft = Math.max(0, MAX_TRY_AGAIN - (game?.tryAgainCount ?? 0));
  const replacementsLeft = Math.max(0, MAX_REPLACEMENTS - (game?.replaceCount ?? 0));
  const isBusy =
    pullRound.isPending || startRound.isPending || endGame.isPending || replaceQuestion.isPending;

  function replace(questionId: string) {
    replaceQuestion.mutate(questionId, {
      onSuccess: (next) =>
        notifySuccess(GAME_MESSAGES.replaced(Math.max(0, MAX_REPLACEMENTS - next.replaceCount))),
      onError: (error) => notifyError(messageForFailure(error, GAME_MESSAGES.signInForQuestions)),
    });
  }

  function changeOptionsHidden(questionId: string, optionsHidden: boolean) {
    setOptionsHidden.mutate(
      { questionId, optionsHidden },
      {
        onError: (error) => notifyError(messageForFailure(error, GAME_MESSAGES.signInForQuestions)),
      },
    );
  }

  function tryAgain() {
    // The server counts the tries; past the third it answers with the spec's message.
    const input = game
      ? { isRetry: true, categoryIds: game.selectedCategoryIds }
      : { categoryIds: categoryIdsOf(readGameSetup()) };
    pullRound.mutate(input, {
      onSuccess(next) {
        setLoadFailure(null);
        // A Try Again that brought nothing new is not counted; the notice says what happened.
        if (game && next.tryAgainCount > game.tryAgainCount) {
          notifySuccess(GAME_MESSAGES.roundPulled(MAX_TRY_AGAIN - next.tryAgainCount));
        }
      },
      onError(error) {
        notifyError(messageForFailure(error, GAME_MESSAGES.signInForQuestions));
      },
    });
  }

  function start() {
    if (!game) return;
    startRound.mutate(
      game.questions.map((q) => q.id),
      {
        onSuccess: () => notifySuccess(GAME_MESSAGES.roundStarted),
        onError: (error) => notifyError(messageForFailure(error, GAME_MESSAGES.signInForQuestions)),
      },
    );
  }

  function confirmEndRound() {
    modals.openConfirmModal({
      title: 'End this round?',
      children: <Text>The questions and answers leave the screen. They stay locked as used.</Text>,
      labels: { confirm: 'End Round', cancel: 'Keep Playing' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        endGame.mutate(undefined, {
          onSuccess: () => navigate('/dashboard'),
          onError: (error) => notifyError(error.message),
        }),
    });
  }

  const isLoading = !game && !isLoadFailed && (currentGame.isPending || pullRound.isPending);
  const notice = game?.notice && dismissedNotice !== game ? game.notice : null;
  const hasQuestions = !!game && game.questions.length > 0;

  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <title>Trivia Round · Trivia Host</title>
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <BackLink />
          <Group gap="md">
            <Anchor component={Link} to="/tiebreaker" fw={600}>
              Tie Breaker
            </Anchor>
            <Anchor component={Link} to="/scoreboard" fw={600}>
              Scoreboard
            </Anchor>
          </Group>
        </Group>

        <Stack gap={4}>
          <Group gap="sm" align="center">
            <Title order={1}>Trivia Round</Title>
            {game?.roundActive && (
              <Badge size="lg" color="green" variant="filled">
                Round in progress
              </Badge>
            )}
          </Group>
          {game && !game.roundActive && hasQuestions && (
            <Text c="dimmed">
              Preview the questions. Try Again pulls a new set ({countOf(triesLeft, 'try', 'tries')}{' '}
              remaining); Start Round reveals the answers and locks the questions.
            </Text>
          )}
          {game?.roundActive && (
            <Text c="dimmed">Read each question aloud, then reveal the answer to the room.</Text>
          )}
        </Stack>

        {isLoadFailed && (
          <DismissibleAlert color="red" onDismiss={() => setLoadFailure(null)}>
            <Text>{loadFailure}</Text>
            {isDeviceCopy && <Text mt={4}>Showing the round saved on this device.</Text>}
          </DismissibleAlert>
        )}

        {notice && (
          <DismissibleAlert color="yellow" onDismiss={() => setDismissedNotice(game)}>
            {notice}
          </DismissibleAlert>
        )}

        {!isLoading && (
          <Flex gap="sm" direction={{ base: 'column', xs: 'row' }}>
            {game?.roundActive ? (
              <Button
                size="lg"
                color="red"
                leftSection={<IconPlayerStop size={22} aria-hidden />}
                onClick={confirmEndRound}
                loading={endGame.isPending}
              >
                End Round
              </Button>
            ) : (
              <>
                <Button
                  size="lg"
                  variant="default"
                  leftSection={<IconRefresh size={22} aria-hidden />}
                  onClick={tryAgain}
                  loading={pullRound.isPending}
                  disabled={isBusy || triesLeft === 0}
                >
                  Try Again
                </Button>
                <Button
                  size="lg"
                  leftSection={<IconPlayerPlay size={22} aria-hidden />}
                  onClick={start}
                  loading={startRound.isPending}
                  disabled={isBusy || !hasQuestions}
                >
                  Start Round
                </Button>
              </>
            )}
          </Flex>
        )}
        {game && !game.roundActive && triesLeft === 0 && (
          <Text c="red.8" fw={600}>
            {GAME_MESSAGES.maxRetries}
          </Text>
        )}

        {isLoading ? (
          <PageLoader label="Loading trivia questions..." />
        ) : hasQuestions ? (
          <Stack gap="lg" component="section" aria-label="Questions">
            {game.questions.map((question, index) => (
              <QuestionCard
                key={question.id}
                question={question}
                number={index + 1}
                isBusy={isBusy || setOptionsHidden.isPending || isDeviceCopy}
                onOptionsHiddenChange={(hidden) => changeOptionsHidden(question.id, hidden)}
                onReplace={game.roundActive ? undefined : () => replace(question.id)}
                replacementsLeft={replacementsLeft}
              />
            ))}
          </Stack>
        ) : (
          <Text fz="lg" py="xl" ta="center" c="dimmed">
            {GAME_MESSAGES.emptyState}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
