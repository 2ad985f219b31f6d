import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Radio,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { countOf, GAME_MESSAGES, LOW_CATEGORY_LEFT } from '../../../core/game';
import { MESSAGES } from '../../../core/messages';
import { BackButton } from '../../components/back-button';
import { ErrorAlert } from '../../components/error-alert';
import { Page } from '../../components/page';
import { notifyError } from '../../lib/notify';
import { messageForFailure } from '../../lib/sign-in-message';
import { useEndGame } from './api/end-game';
import { useRoundSetup } from './api/get-round-setup';
import { type GameSetup, readGameSetup, saveGameSetup } from './game-storage';

type GameType = GameSetup['type'];

const GAME_TYPES: { value: GameType; label: string; description: string }[] = [
  {
    value: 'randomized',
    label: 'Randomized Trivia',
    description: '10 random questions from every category, none you have used before.',
  },
  {
    value: 'category',
    label: 'Select a Category',
    description: 'Pick one or more categories for the round.',
  },
];

/** The wording: '1 category selected', 'N categories selected'. */
function selectedCountLine(count: number): string {
  return count === 1 ? '1 category selected' : `${count} categories selected`;
}

function leftLine(available: number): string {
  return available === 0 ? 'Used up' : `${countOf(available, 'question', 'questions')} left`;
}

function CategoryChecklist({
  setup,
  selectedIds,
  onChange,
}: {
  setup: ReturnType<typeof useRoundSetup>;
  selectedIds: string[];
  onChange: (ids: string[]) => void;
}) {
  if (setup.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">Loading categories...</Text>
      </Group>
    );
  }
  if (setup.isError) {
    return <ErrorAlert>{MESSAGES.failedToLoadCategories}</ErrorAlert>;
  }

  const chosen = setup.data.categories.filter((c) => selectedIds.includes(c.id));
  const warnings = chosen.flatMap((c) =>
    c.available === 0
      ? [GAME_MESSAGES.categoryUsedUp(c.name)]
      : c.available < LOW_CATEGORY_LEFT
        ? [GAME_MESSAGES.categoryLow(c.available, c.name)]
        : [],
  );

  return (
    <Stack gap="sm">
      <Checkbox.Group
        label="Categories"
        description={selectedCountLine(selectedIds.length)}
        value={selectedIds}
        onChange={onChange}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
          {setup.data.categories.map((category) => {
            const usedUp = category.available === 0;
            return (
              <Checkbox.Card
                key={category.id}
                value={category.id}
                radius="md"
                p="md"
                withBorder
                disabled={usedUp && !selectedIds.includes(category.id)}
                aria-label={`${category.name}: ${leftLine(category.available)}`}
                style={usedUp ? { opacity: 0.6 } : undefined}
              >
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Checkbox.Indicator disabled={usedUp && !selectedIds.includes(category.id)} />
                  <div>
                    <Text fw={700}>{category.name}</Text>
                    <Text
                      size="sm"
                      c={
                        usedUp
                          ? 'red.8'
                          : category.available < LOW_CATEGORY_LEFT
                            ? 'orange.9'
                            : 'dimmed'
                      }
                      fw={usedUp ? 600 : undefined}
                    >
                      {leftLine(category.available)}
                    </Text>
                  </div>
                </Group>
              </Checkbox.Card>
            );
          })}
        </SimpleGrid>
      </Checkbox.Group>
      {warnings.length > 0 && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          <Stack gap={4}>
            {warnings.map((w) => (
              <Text key={w} size="sm">
                {w}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

/** Game setup (spec 2, /setup): randomized or chosen categories, kept for the session. */
export function SetupPage() {
  const navigate = useNavigate();
  const [initialSetup] = useState(readGameSetup);
  const [gameType, setGameType] = useState<GameType>(initialSetup.type);
  const [categoryIds, setCategoryIds] = useState<string[]>(
    initialSetup.type === 'category' ? initialSetup.categoryIds : [],
  );
  // A new setup starts a new game: the round saved before it must not come back on /play.
  const endGame = useEndGame();
  const setup = useRoundSetup();

  // The host's last choice, kept on the server at every pull, is where the page starts.
  const hasAppliedLast = useRef(false);
  useEffect(() => {
    if (hasAppliedLast.current || !setup.data) return;
    hasAppliedLast.current = true;
    const left = new Map(setup.data.categories.map((c) => [c.id, c.available]));
    const last = setup.data.lastCategoryIds.filter((id) => (left.get(id) ?? 0) > 0);
    if (last.length > 0) {
      setGameType('category');
      setCategoryIds(last);
    }
  }, [setup.data]);

  const isCategoryGame = gameType === 'category';
  const canStart = !isCategoryGame || categoryIds.length > 0;

  function startGame() {
    if (!canStart) return;
    const setup: GameSetup = isCategoryGame
      ? { type: 'category', categoryIds }
      : { type: 'randomized', categoryId: 'all' };
    endGame.mutate(undefined, {
      onSuccess() {
        saveGameSetup(setup);
        navigate('/play');
      },
      onError: (error) => notifyError(messageForFailure(error, GAME_MESSAGES.signInForQuestions)),
    });
  }

  return (
    <Page title="Game Setup" description="Choose where tonight's questions come from.">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="lg">
          <Radio.Group
            label="Game type"
            value={gameType}
            onChange={(value) => setGameType(value as GameType)}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
              {GAME_TYPES.map((type) => (
                <Radio.Card key={type.value} value={type.value} radius="md" p="md" withBorder>
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator />
                    <div>
                      <Text fw={700} fz="lg">
                        {type.label}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {type.description}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
          {isCategoryGame ? (
            <CategoryChecklist setup={setup} selectedIds={categoryIds} onChange={setCategoryIds} />
          ) : null}
          <Group gap="sm">
            <Button
              size="md"
              leftSection={<IconPlayerPlay size={20} aria-hidden />}
              onClick={startGame}
              disabled={!canStart}
              loading={endGame.isPending}
            >
              {isCategoryGame ? 'Start Category Game' : 'Start Randomized Game'}
            </Button>
            <BackButton size="md" />
          </Group>
        </Stack>
      </Card>
    </Page>
  );
}
