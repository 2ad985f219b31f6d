import { Badge, Button, Card, Flex, Group, List, rem, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { GAME_MESSAGES } from '../../../core/game';
import { TIEBREAKER_MESSAGES, type TiebreakerKind } from '../../../core/tiebreakers';
import { AnswerPanel } from '../../components/answer-panel';
import { BackButton } from '../../components/back-button';
import { ErrorAlert } from '../../components/error-alert';
import { Page } from '../../components/page';
import { PageLoader } from '../../components/page-loader';
import { SectionCard } from '../../components/section-card';
import { notifyError, notifySuccess, notifyWarning } from '../../lib/notify';
import { useCurrentTiebreaker } from './api/get-current-tiebreaker';
import { useNextTiebreaker } from './api/get-next-tiebreaker';
import { useMarkTiebreakerUsed } from './api/mark-tiebreaker-used';
import { GuessesCard } from './components/guesses-card';
import classes from './tiebreaker-page.module.css';

function Instructions({ kind }: { kind: TiebreakerKind }) {
  return (
    <SectionCard title="How it works">
      {kind === 'number' ? (
        <List type="ordered" spacing="xs">
          <List.Item>Ask the tied teams the question below: each writes down one number.</List.Item>
          <List.Item>Click “Use This Question” to reveal the answer.</List.Item>
          <List.Item>Type each team’s guess: the closest number wins.</List.Item>
        </List>
      ) : (
        <List type="ordered" spacing="xs">
          <List.Item>Ask the tied teams the question below.</List.Item>
          <List.Item>Click “Use This Question” to reveal the answers.</List.Item>
          <List.Item>The team with the most correct answers wins.</List.Item>
        </List>
      )}
    </SectionCard>
  );
}

/**
 * Tie Breaker Question (spec 2 /tiebreaker, 4 Tie-breaker); /new-tiebreaker shows it too. The
 * server keeps the session and counts its retries: a reload shows the same question and count.
 */
export function TiebreakerPage() {
  const current = useCurrentTiebreaker();
  const nextTiebreaker = useNextTiebreaker();
  const markUsed = useMarkTiebreakerUsed();
  // Why there is no question (none left to offer), once the server has said so.
  const [noneMessage, setNoneMessage] = useState<string | null>(null);
  const [isBeginFailed, setIsBeginFailed] = useState(false);
  const hasSettled = useRef(false);

  const requestNext = nextTiebreaker.mutate;
  /** A new session: the first question, with all its retries. */
  const begin = useCallback(() => {
    setIsBeginFailed(false);
    requestNext(undefined, {
      onSuccess(answer) {
        setNoneMessage(answer.tiebreaker ? null : (answer.message ?? GAME_MESSAGES.tiebreakerNone));
      },
      onError() {
        setIsBeginFailed(true);
      },
    });
  }, [requestNext]);

  useEffect(() => {
    // Once per visit, after the server's answer: with no question yet, begin a session.
    if (hasSettled.current || current.isFetching || !current.isSuccess) return;
    hasSettled.current = true;
    if (!current.data.tiebreaker) begin();
  }, [current.isFetching, current.isSuccess, current.data, begin]);

  const session = current.data;
  const tiebreaker = session?.tiebreaker ?? null;
  const retriesLeft = session?.retriesLeft ?? 0;
  const isUsed = !!session?.isUsed;
  const isBusy = nextTiebreaker.isPending || markUsed.isPending;
  const isFailed = (current.isError && !session) || isBeginFailed;
  const isLoading = !tiebreaker && !isFailed && !noneMessage;

  function reload() {
    if (current.isError) {
      hasSettled.current = false;
      void current.refetch();
    } else begin();
  }

  function tryDifferent() {
    const shownId = tiebreaker?.id;
    nextTiebreaker.mutate(undefined, {
      onSuccess({ tiebreaker: next, message }) {
        const text = message ?? GAME_MESSAGES.tiebreakerNone;
        // The server's words: the retries left, or why the question on screen stays.
        if (next && next.id !== shownId) notifySuccess(text);
        else notifyWarning(text);
      },
      onError(error) {
        notifyError(error.message, { title: GAME_MESSAGES.tiebreakerLoadFailed });
      },
    });
  }

  /** After Use This Question: the next tie-breaker, a new session on the server. */
  function beginNew() {
    requestNext(undefined, {
      onSuccess(answer) {
        setNoneMessage(answer.tiebreaker ? null : (answer.message ?? GAME_MESSAGES.tiebreakerNone));
      },
      onError(error) {
        notifyError(error.message, { title: GAME_MESSAGES.tiebreakerLoadFailed });
      },
    });
  }

  function revealAnswers() {
    if (!tiebreaker) return;
    markUsed.mutate(tiebreaker.id, {
      onSuccess() {
        notifySuccess(GAME_MESSAGES.tiebreakerLocked);
      },
      onError(error) {
        notifyError(error.message, { title: GAME_MESSAGES.tiebreakerMarkFailed });
      },
    });
  }

  return (
    <Page title="Tie Breaker Question">
      <Instructions kind={tiebreaker?.kind ?? 'list'} />

      {isLoading && <PageLoader label={GAME_MESSAGES.tiebreakerLoading} />}

      {isFailed && !tiebreaker && (
        <ErrorAlert>
          <Stack gap="sm" align="flex-start">
            <Text>{GAME_MESSAGES.tiebreakerLoadFailed}</Text>
            <Button variant="default" onClick={reload}>
              Reload
            </Button>
          </Stack>
        </ErrorAlert>
      )}

      {!tiebreaker && noneMessage && !isFailed && (
        <Card withBorder radius="lg" padding="xl">
          <Text fz="lg" ta="center">
            {noneMessage}
          </Text>
        </Card>
      )}

      {tiebreaker && (
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
          <Stack gap="lg">
            {tiebreaker.kind === 'number' && (
              <Badge size="lg" variant="light" color="grape" tt="none" w="fit-content">
                {TIEBREAKER_MESSAGES.closestNumberWins}
              </Badge>
            )}
            <Text
              component="p"
              fz={{ base: rem(22), sm: rem(28) }}
              fw={700}
              lh={1.35}
              className={classes.question}
            >
              {tiebreaker.questionText}
            </Text>

            {tiebreaker.answerList && tiebreaker.kind === 'number' ? (
              <AnswerPanel>
                <Title order={2} size="h4" c="white" mb="xs">
                  Answer
                </Title>
                <Text fz={{ base: rem(28), sm: rem(36) }} fw={800} c="white" lh={1.2}>
                  {tiebreaker.answerList[0]}
                </Text>
                {tiebreaker.source && (
                  <Text size="sm" c="white" mt="xs" style={{ overflowWrap: 'anywhere' }}>
                    Source: {tiebreaker.source}
                  </Text>
                )}
              </AnswerPanel>
            ) : tiebreaker.answerList ? (
              <AnswerPanel>
                <Title order={2} size="h4" c="white" mb="sm">
                  Answers ({tiebreaker.answerList.length})
                </Title>
                <ol className={classes.answerList}>
                  {tiebreaker.answerList.map((answer, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list; answers may repeat.
                    <li key={index}>{answer}</li>
                  ))}
                </ol>
              </AnswerPanel>
            ) : tiebreaker.kind === 'number' ? (
              <Text c="dimmed" fw={600}>
                {TIEBREAKER_MESSAGES.closestNumberWins}: the answer is hidden until you use this
                question.
              </Text>
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
            {isUsed && (
              // The used question stays on screen (and through a reload) until the host
              // asks for the next tie-breaker, which begins a new session on the server.
              <Group>
                <Button
                  size="md"
                  variant="light"
                  leftSection={<IconPlayerPlay size={20} aria-hidden />}
                  onClick={beginNew}
                  loading={nextTiebreaker.isPending}
                >
                  New Tie Breaker Question
                </Button>
              </Group>
            )}
          </Stack>
        </Card>
      )}

      {tiebreaker?.kind === 'number' && isUsed && tiebreaker.numberAnswer !== null && (
        <GuessesCard
          key={tiebreaker.id}
          answer={tiebreaker.numberAnswer}
          unit={tiebreaker.unit}
          saved={session?.guesses ?? []}
        />
      )}

      <Group>
        <BackButton to="/play" label="Back to Game" size="md" />
      </Group>
    </Page>
  );
}
