import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { requestResetSchema } from '../../../../core/auth-forms';
import { MESSAGES } from '../../../../core/messages';
import { notifyError } from '../../../lib/notify';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { checkForm, type FormProblem } from '../form-validation';
import { FormProblemAlert } from './form-problem-alert';

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function RequestResetForm() {
  const requestReset = useRequestPasswordReset();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const form = useForm({ initialValues: { email: '' } });

  async function handleSubmit(values: typeof form.values) {
    const checked = checkForm(requestResetSchema, values);
    if (!checked.isValid) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    try {
      await requestReset.mutateAsync(checked.data);
    } catch (error) {
      notifyError(error instanceof Error ? error.message : MESSAGES.unexpected);
    }
  }

  if (requestReset.isSuccess) {
    return (
      <Alert color="green" icon={<IconMailCheck aria-hidden />} role="status">
        {MESSAGES.resetRequested}
      </Alert>
    );
  }

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter the e-mail address of your account and we will send you a link to set a new
          password.
        </Text>
        <FormProblemAlert message={problem?.message ?? null} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          withAsterisk={false}
          {...form.getInputProps('email')}
          error={problem?.fields.includes('email') ?? false}
        />
        <Button type="submit" size="md" fullWidth loading={requestReset.isPending}>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}
