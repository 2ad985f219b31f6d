import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A form's validation message, read out when it appears. */
export function FormProblem({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" py="xs">
      {message}
    </Alert>
  );
}
