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
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import {
  type CreateSubmissionInput,
  createSubmissionSchema,
  DIFFICULTIES,
  type Difficulty,
  GAME_MESSAGES,
} from '../../../core/game';
import { MESSAGES } from '../../../core/messages';
import { QUESTION_KINDS, QUESTION_TEXT_MAX } from '../../../core/questions';
import { BackButton } from '../../components/back-button';
import { ErrorAlert } from '../../components/error-alert';
import { Page } from '../../components/page';
import {
  contentProblem,
  emptyQuestionContent,
  type QuestionContentValues,
  toContentRequest,
} from '../../components/question-content';
import { QuestionContentFields } from '../../components/question-content-fields';
import { useCategories } from '../../lib/categories-query';
import { notifyError, notifySuccess } from '../../lib/notify';
import { messageForFailure } from '../../lib/sign-in-message';
import { useCreateSubmission } from './api/create-submission';

interface SubmissionFormValues {
  categoryId: string | null;
  difficulty: Difficulty;
}

const EMPTY_FORM: SubmissionFormValues = {
  categoryId: null,
  difficulty: 'medium',
};

/** A host submits every kind but picture (pictures are uploaded by admins). */
const SUBMISSION_KINDS = QUESTION_KINDS.filter((kind) => kind !== 'picture');

const DIFFICULTY_OPTIONS = DIFFICULTIES.map((value) => ({
  value,
  label: value[0].toUpperCase() + value.slice(1),
}));

/** Submit a Custom Question (spec 2): reviewed by an admin before it joins the bank. */
export function SubmitQuestionPage() {
  const categories = useCategories();
  const createSubmission = useCreateSubmission();
  const [content, setContent] = useState<QuestionContentValues>(emptyQuestionContent);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<SubmissionFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_FORM,
    validate: {
      categoryId: (value) => (value ? null : GAME_MESSAGES.submissionRequired),
    },
  });
  const required = GAME_MESSAGES.submissionRequired;

  const submit = form.onSubmit(
    (values) => {
      // The same rule as the server's: blank fields, then the answer among the options.
      const found = contentProblem(content, required);
      const request = toContentRequest(content);
      const input: CreateSubmissionInput = {
        ...request,
        kind: request.kind === 'picture' ? 'open' : request.kind,
        picture: null,
        categoryId: values.categoryId ?? '',
        difficulty: values.difficulty,
      };
      const parsed = found ? null : createSubmissionSchema.safeParse(input);
      const message =
        found ?? (parsed?.success ? null : (parsed?.error.issues[0]?.message ?? required));
      setProblem(message);
      if (message) return;
      createSubmission.mutate(input, {
        onSuccess() {
          notifySuccess(GAME_MESSAGES.submitted);
          setContent(emptyQuestionContent);
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
    },
    () => setProblem(contentProblem(content, required) ?? required),
  );
  const isQuestionMissing = !!problem && !content.questionText.trim();
  const isAnswerMissing = !!problem && !content.correctAnswer.trim();

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
            {problem && (
              <Alert color="red" variant="light" role="alert" py="xs">
                {problem}
              </Alert>
            )}
            <Textarea
              label="Question"
              placeholder="What is the capital of Australia?"
              autosize
              minRows={3}
              maxLength={QUESTION_TEXT_MAX}
              withAsterisk
              value={content.questionText}
              onChange={(event) =>
                setContent({ ...content, questionText: event.currentTarget.value })
              }
              error={isQuestionMissing && required}
            />
            <QuestionContentFields
              values={content}
              onChange={setContent}
              kinds={SUBMISSION_KINDS}
              answerLabel="Correct answer"
              isAnswerInvalid={isAnswerMissing}
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
