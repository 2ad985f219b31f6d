import {
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
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { GAME_MESSAGES } from '../../../core/game';
import { MESSAGES } from '../../../core/messages';
import { BackButton } from '../../components/back-button';
import { ErrorAlert } from '../../components/error-alert';
import { Page } from '../../components/page';
import { useCategories } from '../../lib/categories-query';
import { notifyError } from '../../lib/notify';
import { messageForFailure } from '../../lib/sign-in-message';
import { useEndGame } from './api/end-game';
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

function CategoryChecklist({
  selectedIds,
  onChange,
}: {
  selectedIds: string[];
  onChange: (ids: string[]) => void;
}) {
  const categories = useCategories();

  if (categories.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">Loading categories...</Text>
      </Group>
    );
  }
  if (categories.isError) {
    return <ErrorAlert>{MESSAGES.failedToLoadCategories}</ErrorAlert>;
  }

  return (
    <Checkbox.Group
      label="Categories"
      description={selectedCountLine(selectedIds.length)}
      value={selectedIds}
      onChange={onChange}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
        {categories.data.map((category) => (
          <Checkbox.Card key={category.id} value={category.id} radius="md" p="md" withBorder>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Checkbox.Indicator />
              <div>
                <Text fw={700}>{category.name}</Text>
                <Text size="sm" c="dimmed">
                  {category.question_count === 1
                    ? '1 question'
                    : `${category.question_count} questions`}
                </Text>
              </div>
            </Group>
          </Checkbox.Card>
        ))}
      </SimpleGrid>
    </Checkbox.Group>
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
            <CategoryChecklist selectedIds={categoryIds} onChange={setCategoryIds} />
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
