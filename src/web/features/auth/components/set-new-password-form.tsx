import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTimeout } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { resetPasswordSchema } from '../../../../core/auth-forms';
import { MESSAGES } from '../../../../core/messages';
import { ErrorAlert } from '../../../components/error-alert';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useResetPassword } from '../api/reset-password';
import { isInvalidTokenError } from '../auth-errors';
import { useFormCheck } from '../form-validation';

interface SetNewPasswordFormProps {
  token: string;
  /** The server rejected the token (unknown, used or expired). */
  onInvalidToken: () => void;
}

export function SetNewPasswordForm({ token, onInvalidToken }: SetNewPasswordFormProps) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const form = useForm({ initialValues: { password: '', confirmPassword: '' } });
  const { problem, check, inputProps } = useFormCheck(form);
  const goToLogin = useTimeout(() => navigate('/login', { replace: true }), 3000);

  async function handleSubmit(values: typeof form.values) {
    const data = check(resetPasswordSchema, values);
    if (!data) return;
    try {
      await resetPassword.mutateAsync({ token, newPassword: data.password });
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

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="md">
        {problem && <ErrorAlert>{problem.message}</ErrorAlert>}
        <NewPasswordFields
          label="New password"
          passwordProps={inputProps('password')}
          confirmationProps={inputProps('confirmPassword')}
        />
        <Button type="submit" size="md" fullWidth loading={resetPassword.isPending}>
          Update Password
        </Button>
      </Stack>
    </form>
  );
}
