import {
  Alert,
  Box,
  Button,
  Card,
  Container,
  Flex,
  Group,
  List,
  rem,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconEye, IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { GAME_MESSAGES, MAX_TIEBREAKER_RETRIES, type Tiebreaker } from '../../../core/game';
import { PageLoader } from '../../components/page-loader';
import { notifyError, notifySuccess, notifyWarning } from '../../lib/notify';
import { useNextTiebreaker } from './api/get-next-tiebreaker';
import { useMarkTiebreakerUsed } from './api/mark-tiebreaker-used';
import classes from './tiebreaker-page.module.css';

type LoadState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'none'; message: string }
  | { status: 'ready' };

function Instructions() {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} size="h4" mb="xs">
        How it works
      </Title>
      <List type="ordered" spacing="xs">
        <List.Item>Ask the tied teams the question below.</List.Item>
        <List.Item>Click “Use This Question” to reveal the answers.</List.Item>
        <List.Item>The team with the most correct answers wins.</List.Item>
      </List>
    </Card>
  );
}

/** Tie Breaker Question (spec 2 /tiebreaker, 4 Tie-breaker); /new-tiebreaker shows it too. */
export function TiebreakerPage() {
  const nextTiebreaker = useNextTiebreaker();
  const markUsed = useMarkTiebreakerUsed();
  const [loadState, setLoadState] = useState<LoadState>({ status: 'loading' });
  const [tiebreaker, setTiebreaker] = useState<Tiebreaker | null>(null);
  // Every question shown so far: the server leaves them out of the next pick.
  const [shownIds, setShownIds] = useState<string[]>([]);
  const hasRequested = useRef(false);

  const requestTiebreaker = nextTiebreaker.mutate;
  const load = useCallback(() => {
    setLoadState({ status: 'loading' });
    requestTiebreaker([], {
      onSuccess({ tiebreaker: first, message }) {
        if (!first) {
          setLoadState({ status: 'none', message: message ?? GAME_MESSAGES.tiebreakerNone });
          return;
        }
        setTiebreaker(first);
        setShownIds([first.id]);
        setLoadState({ status: 'ready' });
      },
      onError() {
        setLoadState({ status: 'failed' });
      },
    });
  }, [requestTiebreaker]);

  useEffect(() => {
    // Once per visit, even when StrictMode runs effects twice.
    if (hasRequested.current) return;
    hasRequested.current = true;
    load();
  }, [load]);

  const retriesLeft = Math.max(0, MAX_TIEBREAKER_RETRIES - Math.max(0, shownIds.length - 1));
  const isUsed = !!tiebreaker?.answerList;
  const isBusy = nextTiebreaker.isPending || markUsed.isPending;

  function tryDifferent() {
    nextTiebreaker.mutate(shownIds, {
      onSuccess({ tiebreaker: next, message }) {
        if (!next) {
          // None left to offer: keep the one on screen.
          notifyWarning(message ?? GAME_MESSAGES.tiebreakerNone);
          return;
        }
        const nextShown = [...shownIds, next.id];
        setTiebreaker(next);
        setShownIds(nextShown);
        notifySuccess(
          GAME_MESSAGES.tiebreakerRetried(MAX_TIEBREAKER_RETRIES - (nextShown.length - 1)),
        );
      },
      onError(error) {
        notifyError(error.message, { title: GAME_MESSAGES.tiebreakerLoadFailed });
      },
    });
  }

  function revealAnswers() {
    if (!tiebreaker) return;
    markUsed.mutate(tiebreaker.id, {
      onSuccess(used) {
        setTiebreaker(used);
        notifySuccess(GAME_MESSAGES.tiebreakerLocked);
      },
      onError(error) {
        notifyError(error.message, { title: GAME_MESSAGES.tiebreakerMarkFailed });
      },
    });
  }

  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <title>Tie Breaker Question · Trivia Host</title>
      <Stack gap="lg">
        <Title order={1}>Tie Breaker Question</Title>
        <Instructions />

        {loadState.status === 'loading' && <PageLoader label={GAME_MESSAGES.tiebreakerLoading} />}

        {loadState.status === 'failed' && (
          <Alert color="red" icon={<IconInfoCircle aria-hidden />}>
            <Stack gap="sm" align="flex-start">
              <Text>{GAME_MESSAGES.tiebreakerLoadFailed}</Text>
              <Button variant="default" onClick={load}>
                Reload
              </Button>
            </Stack>
          </Alert>
        )}

        {loadState.status === 'none' && (
          <Card withBorder radius="lg" padding="xl">
            <Text fz="lg" ta="center">
              {loadState.message}
            </Text>
          </Card>
        )}

        {loadState.status === 'ready' && tiebreaker && (
          <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
            <Stack gap="lg">
              <Text
                component="p"
                fz={{ base: rem(22), sm: rem(28) }}
                fw={700}
                lh={1.35}
                className={classes.question}
              >
                {tiebreaker.questionText}
              </Text>

              {tiebreaker.answerList ? (
                <Box className={classes.answers}>
                  <Title order={2} size="h4" c="white" mb="sm">
                    Answers ({tiebreaker.answerList.length})
                  </Title>
                  <ol className={classes.answerList}>
                    {tiebreaker.answerList.map((answer, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list; answers may repeat.
                      <li key={index}>{answer}</li>
                    ))}
                  </ol>
                </Box>
              ) : (
                <Text c="dimmed" fw={600}>
                  {tiebreaker.answerCount === 1
                    ? '1 answer on the list, hidden until you use this question.'
                    : `${tiebreaker.answerCount} answers on the list, hidden until you use this question.`}
                </Text>
              )}

              <Flex gap="sm" direction={{ base: 'column', sm: 'row' }}>
                <Button
                  size="lg"
                  leftSection={<IconEye size={22} aria-hidden />}
                  onClick={revealAnswers}
                  loading={markUsed.isPending}
                  disabled={isUsed || isBusy}
                >
                  Use This Question
                </Button>
                <Button
                  size="lg"
                  variant="default"
                  // The spec's label is long: let it wrap on a phone rather than be cut off.
                  h="auto"
                  mih={50}
                  py={8}
                  styles={{ label: { whiteSpace: 'normal', lineHeight: 1.3 } }}
                  leftSection={<IconRefresh size={22} aria-hidden />}
                  onClick={tryDifferent}
                  loading={nextTiebreaker.isPending}
                  disabled={isUsed || isBusy || retriesLeft === 0}
                >
                  Try Different Question ({retriesLeft} left)
                </Button>
              </Flex>
              {!isUsed && retriesLeft === 0 && (
                <Text c="red.8" fw={600}>
                  {GAME_MESSAGES.tiebreakerNoRetries}
                </Text>
              )}
            </Stack>
          </Card>
        )}

        <Group>
          <Button
            component={Link}
            to="/play"
            variant="default"
            size="md"
            leftSection={<IconArrowLeft size={20} aria-hidden />}
          >
            Back to Game
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
