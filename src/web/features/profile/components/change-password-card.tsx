import { Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { changePasswordSchema } from '../../../../core/auth-forms';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { PasswordField } from '../../../components/password-field';
import { SectionCard } from '../../../components/section-card';
import { isApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';
import { SaveButton } from './save-button';

const PASSWORD_UPDATED = 'Password updated successfully';
const PASSWORD_CHANGE_FAILED = 'Password reset failed';
const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change Password (spec 5): current, new (at least 6) and a matching confirmation. */
export function ChangePasswordCard() {
  const changePassword = useChangePassword();
  const form = useForm({
    initialValues: EMPTY,
    validate: schemaResolver(changePasswordSchema, { sync: true }),
  });

  const submit = form.onSubmit(({ currentPassword, newPassword }) => {
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess() {
          notifySuccess(PASSWORD_UPDATED);
          form.reset();
        },
        onError(error) {
          const isWrongPassword = isApiError(error) && error.code === 'INVALID_PASSWORD';
          if (isWrongPassword) form.setFieldError('currentPassword', WRONG_CURRENT_PASSWORD);
          notifyError(isWrongPassword ? WRONG_CURRENT_PASSWORD : error.message, {
            title: PASSWORD_CHANGE_FAILED,
          });
        },
      },
    );
  });

  return (
    <SectionCard title="Change Password">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
          />
          <NewPasswordFields
            label="New password"
            passwordProps={form.getInputProps('newPassword')}
            confirmationProps={form.getInputProps('confirmPassword')}
          />
          <SaveButton isPending={changePassword.isPending}>Update Password</SaveButton>
        </Stack>
      </form>
    </SectionCard>
  );
}
