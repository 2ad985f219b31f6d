import {
  Badge,
  Button,
  Collapse,
  Group,
  Paper,
  rem,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconCheck,
  IconEye,
  IconEyeOff,
  IconFlag,
  IconLock,
  IconReplace,
} from '@tabler/icons-react';
import { countOf, type RoundQuestion } from '../../../../core/game';
import { AnswerPanel } from '../../../components/answer-panel';
import { optionLetter } from '../../../components/question-content';
import { QuestionPicture } from '../../../components/question-picture';
import { DifficultyBadge } from './difficulty-badge';
import { FlagPanel } from './flag-panel';
import classes from './question-card.module.css';

interface QuestionCardProps {
  question: RoundQuestion;
  number: number;
  /** Ask the question open (options hidden) or with its options; absent: no toggle. */
  onOptionsHiddenChange?: (optionsHidden: boolean) => void;
  /** Replace the question (before the round starts); absent: no Replace button. */
  onReplace?: () => void;
  replacementsLeft?: number;
  isBusy?: boolean;
}

/** One question of the round, sized to be read aloud from across a bar. */
export function QuestionCard({
  question,
  number,
  onOptionsHiddenChange,
  onReplace,
  replacementsLeft = 0,
  isBusy = false,
}: QuestionCardProps) {
  const [isFlagPanelOpen, flagPanel] = useDisclosure(false);
  const isFlagged = question.status === 'flagged';
  const answer = question.correct_answer;
  const headingId = `question-${question.id}`;
  const flagPanelId = `flag-panel-${question.id}`;
  const options = question.multiple_choice_options;
  const showsOptions = !!options && !question.options_hidden;
  const variants = question.answer_variants ?? [];

  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      shadow="xs"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Group gap="xs">
            <Badge size="lg" variant="filled" color="dark" radius="sm">
              Question {number}
            </Badge>
            <DifficultyBadge difficulty={question.difficulty} />
            <Badge size="lg" variant="outline" color="gray">
              {question.category_name ?? 'Uncategorized'}
            </Badge>
            {isFlagged && (
              <Badge size="lg" color="orange" leftSection={<IconFlag size={14} aria-hidden />}>
                Flagged
              </Badge>
            )}
          </Group>
          {!isFlagged && (
            <Button
              variant="default"
              size="sm"
              flex="none"
              leftSection={<IconFlag size={16} aria-hidden />}
              onClick={flagPanel.toggle}
              aria-expanded={isFlagPanelOpen}
              aria-controls={flagPanelId}
              aria-label={`Flag question ${number}`}
            >
              Flag
            </Button>
          )}
        </Group>

        <Title
          order={2}
          id={headingId}
          fz={{ base: rem(21), sm: rem(25) }}
          fw={700}
          lh={1.35}
          className={classes.questionText}
        >
          {question.question_text}
        </Title>

        {question.picture_url && <QuestionPicture url={question.picture_url} />}

        {question.kind === 'number' && (
          <Text c="dimmed" fw={600}>
            Answer with a number
          </Text>
        )}
        {options && question.options_hidden && (
          <Text c="dimmed" fw={600}>
            Asked as an open question: the options stay hidden
          </Text>
        )}

        {showsOptions && (
          <SimpleGrid
            component="ol"
            cols={{ base: 1, sm: 2 }}
            spacing="sm"
            className={classes.options}
            aria-label="Options"
          >
            {options.map((option, index) => {
              const isCorrect = answer !== null && option.trim() === answer.trim();
              return (
                <Group
                  component="li"
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list; options may repeat.
                  key={index}
                  gap="sm"
                  wrap="nowrap"
                  className={classes.option}
                  data-correct={isCorrect || undefined}
                >
                  <span className={classes.optionLetter}>{optionLetter(index)}</span>
                  <Text fz={{ base: 'lg', sm: 'xl' }} fw={500}>
                    {option}
                    {isCorrect && <VisuallyHidden> (correct answer)</VisuallyHidden>}
                  </Text>
                  {isCorrect && (
                    <IconCheck size={22} className={classes.correctIcon} aria-hidden stroke={3} />
                  )}
                </Group>
              );
            })}
          </SimpleGrid>
        )}

        {answer !== null ? (
          <AnswerPanel>
            <Text className={classes.answerLabel}>Answer</Text>
            <Text className={classes.answerText}>{answer}</Text>
            {variants.length > 0 && (
              <Text mt={4} fw={500}>
                Also accept: {variants.join(', ')}
              </Text>
            )}
          </AnswerPanel>
        ) : (
          <Group gap="xs" className={classes.answerHidden}>
            <IconLock size={20} aria-hidden />
            <Text fw={600}>Answer hidden until the round starts</Text>
          </Group>
        )}

        {(onReplace || (options && onOptionsHiddenChange)) && (
          <Group gap="sm">
            {options && onOptionsHiddenChange && (
              <Button
                variant="default"
                size="sm"
                leftSection={
                  question.options_hidden ? (
                    <IconEye size={16} aria-hidden />
                  ) : (
                    <IconEyeOff size={16} aria-hidden />
                  )
                }
                onClick={() => onOptionsHiddenChange(!question.options_hidden)}
                disabled={isBusy}
                aria-label={`${question.options_hidden ? 'Show options' : 'Ask as open question'}: question ${number}`}
              >
                {question.options_hidden ? 'Show options' : 'Ask as open question'}
              </Button>
            )}
            {onReplace && (
              <Group gap="xs">
                <Button
                  variant="default"
                  size="sm"
                  leftSection={<IconReplace size={16} aria-hidden />}
                  onClick={onReplace}
                  disabled={isBusy || replacementsLeft === 0}
                  aria-label={`Replace question ${number}`}
                >
                  Replace
                </Button>
                <Text size="sm" c="dimmed">
                  {replacementsLeft === 0
                    ? 'No replacements left'
                    : `${countOf(replacementsLeft, 'replacement', 'replacements')} left`}
                </Text>
              </Group>
            )}
          </Group>
        )}

        <Collapse expanded={isFlagPanelOpen} id={flagPanelId}>
          {isFlagPanelOpen && <FlagPanel questionId={question.id} onClose={flagPanel.close} />}
        </Collapse>
      </Stack>
    </Paper>
  );
}
