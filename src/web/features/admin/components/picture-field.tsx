import { Button, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPhotoUp, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import {
  FLAG_CODE,
  PICTURE_MAX_BYTES,
  PICTURE_MESSAGES,
  PICTURE_TYPES,
  pictureUrl,
} from '../../../../core/questions';
import { QuestionPicture } from '../../../components/question-picture';
import { errorMessageOf } from '../../../lib/error-message';
import { useUploadPicture } from '../questions/api/upload-picture';

interface PictureFieldProps {
  /** 'flag:<code>', 'upload:<id>', or null. */
  value: string | null;
  onChange: (picture: string | null) => void;
  /** Marks the field when the form's problem is a missing picture. */
  isInvalid?: boolean;
}

/**
 * A question's picture: a file uploaded (PNG, JPEG, WebP or GIF, at most 2 MB) or a flag the
 * product ships by its country code, with a preview.
 */
export function PictureField({ value, onChange, isInvalid }: PictureFieldProps) {
  const labelId = useId();
  const upload = useUploadPicture();
  const [problem, setProblem] = useState<string | null>(null);
  const flagCode = value?.startsWith('flag:') ? value.slice(5) : '';
  const [typedCode, setTypedCode] = useState(flagCode);
  const url = pictureUrl(value);

  function pick(file: File | null) {
    if (!file) return;
    setProblem(null);
    if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) {
      setProblem(PICTURE_MESSAGES.badType);
      return;
    }
    if (file.size > PICTURE_MAX_BYTES) {
      setProblem(PICTURE_MESSAGES.tooLarge);
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ picture }) => {
        setTypedCode('');
        onChange(picture);
      },
      onError: (error) => setProblem(errorMessageOf(error) ?? PICTURE_MESSAGES.badType),
    });
  }

  function typeCode(text: string) {
    const code = text.trim().toLowerCase();
    setTypedCode(text);
    setProblem(null);
    if (FLAG_CODE.test(code)) onChange(`flag:${code}`);
    else if (value?.startsWith('flag:')) onChange(null);
  }

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Text component="span" size="sm" fw={500} id={labelId}>
        Picture
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <FileButton onChange={pick} accept={PICTURE_TYPES.join(',')}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPhotoUp size={16} aria-hidden />}
              loading={upload.isPending}
            >
              Upload picture
            </Button>
          )}
        </FileButton>
        <TextInput
          label="Or a flag code"
          placeholder="fr"
          w={140}
          value={typedCode}
          onChange={(event) => typeCode(event.currentTarget.value)}
          error={!!typedCode.trim() && !FLAG_CODE.test(typedCode.trim().toLowerCase())}
        />
      </Group>
      <Text size="xs" c={isInvalid && !url ? 'red' : 'dimmed'}>
        PNG, JPEG, WebP or GIF, at most 2 MB; or a country code such as fr for its flag.
      </Text>
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
      {url && (
        <Stack gap={6} align="flex-start">
          <QuestionPicture url={url} maxHeight={160} />
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={() => {
              setTypedCode('');
              onChange(null);
            }}
          >
            Remove picture
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
