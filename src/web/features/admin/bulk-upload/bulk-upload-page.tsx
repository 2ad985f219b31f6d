import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  FileButton,
  Group,
  List,
  Radio,
  ScrollArea,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconCircleCheck,
  IconEye,
  IconFileImport,
  IconFileText,
  IconUpload,
} from '@tabler/icons-react';
import { useState } from 'react';
import { ADMIN_MESSAGES } from '../../../../core/admin';
import {
  BULK_DELIMITER_CHOICES,
  BULK_MAX_BYTES,
  type BulkDelimiter,
  type BulkFormat,
  type BulkRow,
  duplicateLabel,
  EXAMPLE_JSON,
  isBulkDuplicate,
} from '../../../../core/bulk-upload';
import { QUESTION_KIND_LABELS } from '../../../../core/questions';
import { AdminPage } from '../../../components/admin/admin-page';
import { errorMessageOf } from '../../../lib/error-message';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { DifficultyBadge } from '../components/question-badges';
import { type BulkPreview, usePreviewBulkUpload } from './api/preview-bulk-upload';
import { useUploadBulkQuestions } from './api/upload-bulk-questions';
import { exampleCsvFor } from './example-data';

/** Rows drawn in the preview table; every row is still checked and counted. */
const MAX_PREVIEW_ROWS = 500;

const DELIMITER_LABELS: Record<BulkDelimiter, string> = {
  auto: 'Detect automatically',
  comma: 'Comma ( , )',
  semicolon: 'Semicolon ( ; )',
  tab: 'Tab',
};

/** Bulk Upload (/admin/bulk-upload): paste CSV or JSON, preview, then upload the valid rows. */
export function BulkUploadPage() {
  const previewUpload = usePreviewBulkUpload();
  const uploadQuestions = useUploadBulkQuestions();
  const [format, setFormat] = useState<BulkFormat>('csv');
  const [delimiter, setDelimiter] = useState<BulkDelimiter>('auto');
  const [keepDuplicates, setKeepDuplicates] = useState(false);
  const [texts, setTexts] = useState<Record<BulkFormat, string>>({ csv: '', json: '' });
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  const text = texts[format];

  function setText(next: string) {
    setTexts((current) => ({ ...current, [format]: next }));
    // A preview describes the text it was made from: a change asks for a new one.
    setPreview(null);
  }

  function changeFormat(next: BulkFormat) {
    setFormat(next);
    setPreview(null);
  }

  function changeDelimiter(next: BulkDelimiter) {
    setDelimiter(next);
    setPreview(null);
  }

  function loadExample() {
    setText(format === 'csv' ? exampleCsvFor(delimiter) : EXAMPLE_JSON);
  }

  async function loadFile(file: File | null) {
    if (!file) return;
    if (file.size > BULK_MAX_BYTES) {
      notifyError('The upload is too large (5 MB at most)');
      return;
    }
    setText(await file.text());
  }

  function runPreview() {
    if (!text.trim()) {
      setPreview({ rows: [], error: ADMIN_MESSAGES.bulkEmpty, summary: null, duplicates: 0 });
      return;
    }
    previewUpload.mutate(
      { format, delimiter, text },
      {
        onSuccess: setPreview,
        onError: (error) =>
          notifyError(`Error parsing data: ${errorMessageOf(error) ?? 'Please try again.'}`),
      },
    );
  }

  function upload() {
    uploadQuestions.mutate(
      { format, delimiter, text, keepDuplicates },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          setTexts((current) => ({ ...current, [format]: '' }));
          setPreview(null);
        },
        onError: (error) =>
          notifyError(
            `Failed to upload questions: ${errorMessageOf(error) ?? 'Please try again.'}`,
          ),
      },
    );
  }

  const validCount = preview?.rows.filter((r) => r.isValid).length ?? 0;
  const uploadCount = keepDuplicates ? validCount : validCount - (preview?.duplicates ?? 0);
  const canUpload = !!preview && !preview.error && uploadCount > 0;

  return (
    <AdminPage
      title="Bulk Upload"
      description="Add many questions at once. Preview first: only the valid rows are uploaded."
    >
      <Tabs value={format} onChange={(value) => changeFormat(value === 'json' ? 'json' : 'csv')}>
        <Tabs.List>
          <Tabs.Tab value="csv" leftSection={<IconFileText size={16} aria-hidden />}>
            CSV Format
          </Tabs.Tab>
          <Tabs.Tab value="json" leftSection={<IconFileText size={16} aria-hidden />}>
            JSON Format
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="csv" pt="md">
          <Stack gap="md">
            <List size="sm" spacing={4}>
              <List.Item>
                The first row is the header. It needs columns whose names contain{' '}
                <Code>question</Code>, <Code>answer</Code>, <Code>category</Code> and{' '}
                <Code>difficulty</Code> (any case, any order).
              </List.Item>
              <List.Item>
                Difficulty is easy, medium or hard; anything else counts as medium.
              </List.Item>
              <List.Item>
                Optional columns: <Code>Kind</Code> (multiple choice, true or false, open or number;
                picture questions are added one by one), <Code>Options</Code> (separated by{' '}
                <Code>|</Code>, or columns <Code>Option 1</Code> to <Code>Option 6</Code>) and{' '}
                <Code>Variants</Code> (other accepted answers, separated by <Code>|</Code>). With
                options and no kind, a row is multiple choice; the answer must be one of them.
              </List.Item>
              <List.Item>
                Categories are matched by name, ignoring case. A name that matches no category
                uploads as Uncategorized.
              </List.Item>
              <List.Item>
                The delimiter (comma, semicolon or tab) is detected from the file unless you choose
                one. Fields containing the delimiter go in double quotes.
              </List.Item>
            </List>
            <Radio.Group
              label="Delimiter"
              value={delimiter}
              onChange={(value) => changeDelimiter(value as BulkDelimiter)}
            >
              <Group gap="lg" mt={6}>
                {BULK_DELIMITER_CHOICES.map((value) => (
                  <Radio key={value} value={value} label={DELIMITER_LABELS[value]} />
                ))}
              </Group>
            </Radio.Group>
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="json" pt="md">
          <List size="sm" spacing={4}>
            <List.Item>
              An array of question objects, each with <Code>question</Code> (or{' '}
              <Code>questionText</Code>), <Code>answer</Code> (or <Code>correctAnswer</Code>),{' '}
              <Code>category</Code> and <Code>difficulty</Code>; optionally <Code>kind</Code>,{' '}
              <Code>options</Code> (an array) and <Code>variants</Code> (an array of other accepted
              answers).
            </List.Item>
            <List.Item>
              Open Trivia DB exports work as they are: the whole response (
              <Code>{'{ "response_code": 0, "results": [...] }'}</Code>) or its results array, with{' '}
              <Code>question</Code>, <Code>correct_answer</Code>, <Code>incorrect_answers</Code>,{' '}
              <Code>category</Code> and <Code>difficulty</Code>. Their HTML entities are decoded,
              true/false questions stay true or false, and multiple-choice ones keep their answer
              and incorrect answers as options.
            </List.Item>
            <List.Item>
              Difficulty defaults to medium; categories are matched by name, ignoring case, and
              unknown ones upload as Uncategorized.
            </List.Item>
            <List.Item>
              Each question is checked as the question dialog checks it (at most 1,000 characters,
              the answer among the options).
            </List.Item>
          </List>
        </Tabs.Panel>
      </Tabs>

      <Textarea
        label={format === 'csv' ? 'CSV data' : 'JSON data'}
        description="Paste your data here, open a file, or load the example."
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        autosize
        minRows={8}
        maxRows={18}
        spellCheck={false}
        // Data lines stay whole; long ones scroll sideways.
        wrap="off"
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
      />

      <Checkbox
        label="Keep duplicates"
        description="Also upload questions already in the pool or repeated in the file"
        checked={keepDuplicates}
        onChange={(event) => setKeepDuplicates(event.currentTarget.checked)}
      />

      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconFileImport size={16} aria-hidden />}
          onClick={loadExample}
        >
          Load Example Data
        </Button>
        <FileButton
          onChange={(file) => void loadFile(file)}
          accept={
            format === 'csv' ? '.csv,.tsv,.txt,text/csv,text/plain' : '.json,application/json'
          }
        >
          {(props) => (
            <Button variant="default" {...props}>
              Open File
            </Button>
          )}
        </FileButton>
        <Button
          variant="light"
          leftSection={<IconEye size={16} aria-hidden />}
          onClick={runPreview}
          loading={previewUpload.isPending}
        >
          Preview
        </Button>
        <Button
          leftSection={<IconUpload size={16} aria-hidden />}
          onClick={upload}
          disabled={!canUpload}
          loading={uploadQuestions.isPending}
        >
          Upload Questions
        </Button>
      </Group>

      {preview && (
        <PreviewResult
          preview={preview}
          format={format}
          validCount={validCount}
          keepDuplicates={keepDuplicates}
        />
      )}
    </AdminPage>
  );
}

function PreviewResult({
  preview,
  format,
  validCount,
  keepDuplicates,
}: {
  preview: BulkPreview;
  format: BulkFormat;
  validCount: number;
  keepDuplicates: boolean;
}) {
  if (preview.error) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {preview.error}
      </Alert>
    );
  }
  const hasInvalid = validCount < preview.rows.length;
  const shown = preview.rows.slice(0, MAX_PREVIEW_ROWS);
  const { duplicates } = preview;
  return (
    <Stack gap="sm">
      <Alert
        color={validCount === 0 ? 'red' : hasInvalid || duplicates ? 'yellow' : 'green'}
        icon={
          hasInvalid || duplicates ? (
            <IconAlertCircle aria-hidden />
          ) : (
            <IconCircleCheck aria-hidden />
          )
        }
        role="status"
      >
        <Text size="sm" fw={600}>
          {validCount === 0 ? ADMIN_MESSAGES.bulkNoValid : preview.summary}
        </Text>
        {hasInvalid && validCount > 0 && (
          <Text size="sm">Rows with errors are skipped at upload.</Text>
        )}
        {duplicates > 0 && (
          <Text size="sm">
            {duplicates === 1
              ? '1 question is a duplicate'
              : `${duplicates} questions are duplicates`}
            {keepDuplicates
              ? ': kept, they upload too.'
              : ': skipped at upload unless you keep duplicates.'}
          </Text>
        )}
      </Alert>
      {preview.rows.length > shown.length && (
        <Text size="sm" c="dimmed">
          Showing the first {shown.length.toLocaleString()} of{' '}
          {preview.rows.length.toLocaleString()} rows.
        </Text>
      )}
      <ScrollArea.Autosize mah={400} type="auto" offsetScrollbars>
        <Table striped stickyHeader miw={900} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              <Table.Th>Valid</Table.Th>
              <Table.Th>Question</Table.Th>
              <Table.Th>Answer</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th>Difficulty</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <PreviewRow key={row.line} row={row} format={format} />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  );
}

function PreviewRow({ row, format }: { row: BulkRow; format: BulkFormat }) {
  const duplicate = duplicateLabel(row, format);
  return (
    <Table.Tr
      bg={row.isValid ? undefined : 'var(--mantine-color-red-light)'}
      data-duplicate={isBulkDuplicate(row) || undefined}
    >
      <Table.Td>{row.line}</Table.Td>
      <Table.Td>
        {row.isValid ? (
          <Stack gap={4} align="flex-start">
            <Text c="green.8" fw={700}>
              <span aria-hidden>✓</span>
              <VisuallyHidden>Valid</VisuallyHidden>
            </Text>
            {duplicate && (
              <Badge color="orange" variant="light" tt="none">
                {duplicate}
              </Badge>
            )}
          </Stack>
        ) : (
          <Stack gap={2}>
            <Text c="red.8" fw={700}>
              <span aria-hidden>✗</span>
              <VisuallyHidden>Invalid</VisuallyHidden>
            </Text>
            <Text size="xs" c="red.8">
              {row.error}
            </Text>
          </Stack>
        )}
      </Table.Td>
      <Table.Td maw={360} style={{ overflowWrap: 'anywhere' }}>
        {row.questionText.length > 300 ? `${row.questionText.slice(0, 300)}…` : row.questionText}
        {row.multipleChoiceOptions && (
          <Text size="xs" c="dimmed" mt={4}>
            Options: {row.multipleChoiceOptions.join(' · ')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {row.correctAnswer}
        {row.answerVariants.length > 0 && (
          <Text size="xs" c="dimmed" mt={4}>
            Also accepted: {row.answerVariants.join(' · ')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {QUESTION_KIND_LABELS[row.kind]}
        </Text>
      </Table.Td>
      <Table.Td>
        {row.category ? (
          <Group gap={6} wrap="nowrap">
            <span>{row.category}</span>
            {row.categoryId ? (
              <Text span c="green.8" size="sm" fw={700} title="Category found">
                <span aria-hidden>✓</span>
                <VisuallyHidden>found</VisuallyHidden>
              </Text>
            ) : (
              <Text
                span
                c="orange.8"
                size="xs"
                fw={600}
                title={row.warning ?? 'Category not found'}
              >
                ✗ not found
              </Text>
            )}
          </Group>
        ) : (
          <Text span c="dimmed">
            –
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <DifficultyBadge difficulty={row.difficulty} />
      </Table.Td>
    </Table.Tr>
  );
}
