import { Button, Card, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MESSAGES } from '../../../../core/messages';
import { type Profile, updateProfileSchema } from '../../../../core/profile';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify';
import { useUpdateEmail } from '../api/update-email';

const FAILED_PREFIX = 'Failed to update profile';

/** The e-mail edit form: an unchanged value is not sent ('No changes to save'). */
export function EmailFormCard({ profile }: { profile: Profile }) {
  const updateEmail = useUpdateEmail();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: profile.email },
    validate: schemaResolver(updateProfileSchema, { sync: true }),
  });

  const submit = form.onSubmit(({ email }) => {
    const next = email.trim();
    if (next.toLowerCase() === profile.email.toLowerCase()) {
      notifyWarning(MESSAGES.noChangesToSave);
      return;
    }
    updateEmail.mutate(
      { email: next },
      {
        onSuccess() {
          notifySuccess(MESSAGES.profileUpdated);
          form.resetDirty({ email: next });
        },
        onError(error) {
          // The server may already word it in full ('Failed to update profile: ...').
          notifyError(
            error.message.startsWith(FAILED_PREFIX)
              ? error.message
              : `${FAILED_PREFIX}: ${error.message}`,
          );
        },
      },
    );
  });

  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Title order={2} size="h4" mb="md">
        Account Details
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={updateEmail.isPending} style={{ alignSelf: 'flex-start' }}>
            Save Changes
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
