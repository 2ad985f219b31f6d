import { Alert, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { requestResetSchema } from '../../../../core/auth-forms';
import { MESSAGES } from '../../../../core/messages';
import { EmailField } from '../../../components/email-field';
import { ErrorAlert } from '../../../components/error-alert';
import { notifyError } from '../../../lib/notify';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useFormCheck } from '../form-validation';

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function RequestResetForm() {
  const requestReset = useRequestPasswordReset();
  const form = useForm({ initialValues: { email: '' } });
  const { problem, check, inputProps } = useFormCheck(form);

  async function handleSubmit(values: typeof form.values) {
    const data = check(requestResetSchema, values);
    if (!data) return;
    try {
      await requestReset.mutateAsync(data);
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
        {problem && <ErrorAlert>{problem.message}</ErrorAlert>}
        <EmailField {...inputProps('email')} />
        <Button type="submit" size="md" fullWidth loading={requestReset.isPending}>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}
