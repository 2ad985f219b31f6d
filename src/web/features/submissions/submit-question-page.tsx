import {
  Alert,
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconInfoCircle, IconSend } from '@tabler/icons-react';
import {
  type CreateSubmissionInput,
  createSubmissionSchema,
  DIFFICULTIES,
  type Difficulty,
  GAME_MESSAGES,
} from '../../../core/game';
import { MESSAGES } from '../../../core/messages';
import { BackButton } from '../../components/back-button';
import { ErrorAlert } from '../../components/error-alert';
import { Page } from '../../components/page';
import { useCategories } from '../../lib/categories-query';
import { notifyError, notifySuccess } from '../../lib/notify';
import { messageForFailure } from '../../lib/sign-in-message';
import { useCreateSubmission } from './api/create-submission';

interface SubmissionFormValues {
  questionText: string;
  correctAnswer: string;
  categoryId: string | null;
  difficulty: Difficulty;
}

const EMPTY_FORM: SubmissionFormValues = {
  questionText: '',
  correctAnswer: '',
  categoryId: null,
  difficulty: 'medium',
};

const DIFFICULTY_OPTIONS = DIFFICULTIES.map((value) => ({
  value,
  label: value[0].toUpperCase() + value.slice(1),
}));

/** Submit a Custom Question (spec 2): reviewed by an admin before it joins the bank. */
export function SubmitQuestionPage() {
  const categories = useCategories();
  const createSubmission = useCreateSubmission();
  const form = useForm<SubmissionFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_FORM,
    validate: schemaResolver(createSubmissionSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    const input: CreateSubmissionInput = {
      questionText: values.questionText.trim(),
      correctAnswer: values.correctAnswer.trim(),
      categoryId: values.categoryId ?? '',
      difficulty: values.difficulty,
    };
    createSubmission.mutate(input, {
      onSuccess() {
        notifySuccess(GAME_MESSAGES.submitted);
        form.setValues(EMPTY_FORM);
        form.resetDirty(EMPTY_FORM);
      },
      onError(error) {
        // The session may have ended under the open page: the spec's words for it.
        notifyError(messageForFailure(error, GAME_MESSAGES.signInToSubmit), {
          title: GAME_MESSAGES.submitFailed,
        });
      },
    });
  });

  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.id, label: c.name }));

  return (
    <Page
      size="sm"
      title="Submit a Custom Question"
      description="Share a question with the Trivia Host bank."
    >
      <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
        All submissions are reviewed by an admin before they are added to the question bank.
      </Alert>

      {categories.isError && <ErrorAlert>{MESSAGES.failedToLoadCategories}</ErrorAlert>}

      <Card withBorder radius="lg" padding="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Textarea
              label="Question"
              placeholder="What is the capital of Australia?"
              autosize
              minRows={3}
              maxLength={1000}
              withAsterisk
              key={form.key('questionText')}
              {...form.getInputProps('questionText')}
            />
            <TextInput
              label="Correct answer"
              placeholder="Canberra"
              maxLength={300}
              withAsterisk
              key={form.key('correctAnswer')}
              {...form.getInputProps('correctAnswer')}
            />
            <Select
              label="Category"
              placeholder={categories.isPending ? 'Loading categories...' : 'Choose a category'}
              data={categoryOptions}
              searchable
              nothingFoundMessage="No matching category"
              disabled={categories.isPending || categories.isError}
              withAsterisk
              key={form.key('categoryId')}
              {...form.getInputProps('categoryId')}
            />
            <Stack gap={4}>
              <Text component="span" size="sm" fw={500} id="difficulty-label">
                Difficulty
              </Text>
              <SegmentedControl
                aria-labelledby="difficulty-label"
                data={DIFFICULTY_OPTIONS}
                key={form.key('difficulty')}
                {...form.getInputProps('difficulty')}
              />
            </Stack>
            <Group gap="sm" mt="sm">
              <Button
                type="submit"
                size="md"
                leftSection={<IconSend size={18} aria-hidden />}
                loading={createSubmission.isPending}
              >
                Submit Question
              </Button>
              <BackButton size="md" />
            </Group>
          </Stack>
        </form>
      </Card>
    </Page>
  );
}
