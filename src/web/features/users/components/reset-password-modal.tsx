import { Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type AdminUser,
  adminResetPasswordFormSchema,
  USER_MESSAGES,
} from '../../../../core/users';
import { FormActions, FormModal } from '../../../components/admin/form-modal';
import { PasswordField } from '../../../components/password-field';
import { errorMessageOf } from '../../../lib/error-message';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useResetUserPassword } from '../api/reset-user-password';

interface ResetPasswordModalProps {
  opened: boolean;
  onClose: () => void;
  user: AdminUser | null;
}

/** The admin's reset-password dialog: a new password and its confirmation. */
export function ResetPasswordModal({ opened, onClose, user }: ResetPasswordModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Reset Password" formKey={user?.id ?? ''}>
      {user && <ResetPasswordForm user={user} onDone={onClose} />}
    </FormModal>
  );
}

interface FormValues {
  newPassword: string;
  confirmPassword: string;
}

function ResetPasswordForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const resetPassword = useResetUserPassword();
  const form = useForm<FormValues>({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: (values) => {
      const result = adminResetPasswordFormSchema.safeParse(values);
      if (result.success) return {};
      const errors: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const field = String(issue.path[0]);
        errors[field] ??= issue.message;
      }
      return errors;
    },
  });

  function handleSubmit(values: FormValues) {
    resetPassword.mutate(
      { id: user.id, newPassword: values.newPassword },
      {
        onSuccess: (result) => {
          notifySuccess(result.message || USER_MESSAGES.passwordUpdated);
          onDone();
        },
        onError: (error) => {
          const reason = errorMessageOf(error);
          notifyError(reason ?? USER_MESSAGES.resetFailed, {
            title: reason ? USER_MESSAGES.resetFailed : undefined,
          });
        },
      },
    );
  }

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Set a new password for <strong>{user.email}</strong>. They are signed out everywhere and
          sign in with the new one.
        </Text>
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          required
          data-autofocus
          {...form.getInputProps('newPassword')}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <FormActions
          submitLabel="Update Password"
          isSaving={resetPassword.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
