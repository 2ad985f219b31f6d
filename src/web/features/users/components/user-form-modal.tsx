import { Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ROLES,
  type Role,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '../../../../core/access';
import { type AdminUser, createUserSchema, USER_MESSAGES } from '../../../../core/users';
import { FormActions, FormModal } from '../../../components/admin/form-modal';
import { errorMessageOf } from '../../../lib/error-message';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';

export const roleOptions = ROLES.map((role) => ({
  value: role,
  label: role === 'admin' ? 'Admin' : 'Host',
}));

export const statusOptions = SUBSCRIPTION_STATUSES.map((status) => ({
  value: status,
  label: status.charAt(0).toUpperCase() + status.slice(1),
}));

interface UserFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The user to edit; absent to add one. */
  user?: AdminUser | null;
  /** The signed-in admin: they cannot take away their own admin role. */
  currentUserId?: string;
}

/** Add User and Edit User: email, role and subscription status. */
export function UserFormModal({ opened, onClose, user, currentUserId }: UserFormModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={user ? 'Edit User' : 'Add User'}
      formKey={user?.id ?? 'new'}
    >
      <UserForm user={user ?? null} isSelf={!!user && user.id === currentUserId} onDone={onClose} />
    </FormModal>
  );
}

interface FormValues {
  email: string;
  role: Role;
  subscriptionStatus: SubscriptionStatus;
}

function UserForm({
  user,
  isSelf,
  onDone,
}: {
  user: AdminUser | null;
  isSelf: boolean;
  onDone: () => void;
}) {
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const form = useForm<FormValues>({
    initialValues: {
      email: user?.email ?? '',
      role: user?.role ?? 'host',
      subscriptionStatus: user?.subscription_status ?? 'trial',
    },
    validate: {
      email: (value) =>
        createUserSchema.shape.email.safeParse(value).success ? null : USER_MESSAGES.invalidEmail,
    },
  });
  const isSaving = createUser.isPending || updateUser.isPending;

  function handleSubmit(values: FormValues) {
    const input = { ...values, email: values.email.trim() };
    if (user) {
      updateUser.mutate(
        { id: user.id, values: input },
        {
          onSuccess: () => {
            notifySuccess(USER_MESSAGES.userUpdated);
            onDone();
          },
          onError: (error) => notifyError(USER_MESSAGES.updateFailed(errorMessageOf(error))),
        },
      );
      return;
    }
    createUser.mutate(input, {
      onSuccess: (result) => {
        notifySuccess(
          result.isMailSent
            ? `We e-mailed ${result.user.email} a link to set a password.`
            : 'The e-mail with the password link could not be sent: ask them to use "Forgot password?".',
          { title: USER_MESSAGES.userAdded },
        );
        onDone();
      },
      onError: (error) => notifyError(USER_MESSAGES.addFailed(errorMessageOf(error))),
    });
  }

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          required
          data-autofocus
          {...form.getInputProps('email')}
        />
        <Select
          label="Role"
          data={roleOptions}
          allowDeselect={false}
          disabled={isSelf}
          description={isSelf ? USER_MESSAGES.cannotRemoveOwnAdmin : undefined}
          {...form.getInputProps('role')}
        />
        <Select
          label="Subscription Status"
          data={statusOptions}
          allowDeselect={false}
          description={
            user?.is_suspended
              ? 'Suspended: set Active or Trial to restore access.'
              : user
                ? undefined
                : 'New users get an e-mail with a link to set their password.'
          }
          {...form.getInputProps('subscriptionStatus')}
        />
        <FormActions
          submitLabel={user ? 'Save Changes' : 'Add User'}
          isSaving={isSaving}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
