import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTimeout } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MIN_PASSWORD_LENGTH, resetPasswordSchema } from '../../../../core/auth-forms';
import { MESSAGES } from '../../../../core/messages';
import { PasswordField } from '../../../components/password-field';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useResetPassword } from '../api/reset-password';
import { isInvalidTokenError } from '../auth-errors';
import { checkForm, type FormProblem } from '../form-validation';
import { FormProblemAlert } from './form-problem-alert';

interface SetNewPasswordFormProps {
  token: string;
  /** The server rejected the token (unknown, used or expired). */
  onInvalidToken: () => void;
}

export function SetNewPasswordForm({ token, onInvalidToken }: SetNewPasswordFormProps) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const form = useForm({ initialValues: { password: '', confirmPassword: '' } });
  const goToLogin = useTimeout(() => navigate('/login', { replace: true }), 3000);

  async function handleSubmit(values: typeof form.values) {
    const checked = checkForm(resetPasswordSchema, values);
    if (!checked.isValid) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    try {
      await resetPassword.mutateAsync({ token, newPassword: checked.data.password });
      notifySuccess(MESSAGES.passwordUpdated);
      goToLogin.start();
    } catch (error) {
      if (isInvalidTokenError(error)) onInvalidToken();
      else notifyError(MESSAGES.resetFailed);
    }
  }

  if (resetPassword.isSuccess) {
    return (
      <Text ta="center" role="status">
        Taking you to the login page...
      </Text>
    );
  }

  const isInvalid = (field: string) => problem?.fields.includes(field) ?? false;
  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="md">
        <FormProblemAlert message={problem?.message ?? null} />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          description={`At least ${MIN_PASSWORD_LENGTH} characters`}
          required
          withAsterisk={false}
          minLength={MIN_PASSWORD_LENGTH}
          {...form.getInputProps('password')}
          error={isInvalid('password')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          required
          withAsterisk={false}
          minLength={MIN_PASSWORD_LENGTH}
          {...form.getInputProps('confirmPassword')}
          error={isInvalid('confirmPassword')}
        />
        <Button type="submit" size="md" fullWidth loading={resetPassword.isPending}>
          Update Password
        </Button>
      </Stack>
    </form>
  );
}
