import { Button, Card, PasswordInput, Stack, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { changePasswordSchema, MIN_PASSWORD_LENGTH } from '../../../../core/auth-forms';
import { isApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';

const PASSWORD_UPDATED = 'Password updated successfully';
const PASSWORD_CHANGE_FAILED = 'Password reset failed';
const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change Password (spec 5): current, new (at least 6) and a matching confirmation. */
export function ChangePasswordCard() {
  const changePassword = useChangePassword();
  const form = useForm({
    mode: 'uncontrolled',
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
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Title order={2} size="h4" mb="md">
        Change Password
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            description={`At least ${MIN_PASSWORD_LENGTH} characters`}
            key={form.key('newPassword')}
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          <Button
            type="submit"
            loading={changePassword.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            Update Password
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
