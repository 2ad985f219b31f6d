import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMailCheck, IconMailExclamation } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { MESSAGES } from '../../../../core/messages';
import { EMAIL_CHANGE_MESSAGES, type Profile, updateProfileSchema } from '../../../../core/profile';
import { EmailField } from '../../../components/email-field';
import { PasswordField } from '../../../components/password-field';
import { SectionCard } from '../../../components/section-card';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { useUpdateEmail } from '../api/update-email';
import { SaveButton } from './save-button';

const FAILED_PREFIX = 'Failed to update profile';

/** Until the address is verified it cannot be changed: this says so and sends a new link. */
function VerifyEmailNotice({ email }: { email: string }) {
  const sendLink = useSendVerificationEmail();
  return (
    <Alert color="orange" icon={<IconMailExclamation aria-hidden />} title="Verify your e-mail">
      <Stack gap="xs">
        <Text size="sm">
          Open the link we sent to {email} to verify it. You need a verified address to change it.
        </Text>
        <Button
          size="xs"
          variant="default"
          style={{ alignSelf: 'flex-start' }}
          loading={sendLink.isPending}
          onClick={() =>
            sendLink.mutate(
              { email },
              {
                onSuccess: () => notifySuccess(EMAIL_CHANGE_MESSAGES.verificationSent),
                onError: (error) => notifyError(error.message),
              },
            )
          }
        >
          Send a new link
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * The e-mail edit form. A change needs the current password and takes effect only when the
 * link sent to the new address is opened; an unchanged value is not sent ('No changes to save').
 */
export function EmailFormCard({ profile }: { profile: Profile }) {
  const updateEmail = useUpdateEmail();
  const [pendingMessage, setPendingMessage] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: profile.email, currentPassword: '' },
    validate: schemaResolver(updateProfileSchema, { sync: true }),
  });

  const save = form.onSubmit(({ email, currentPassword }) => {
    updateEmail.mutate(
      { email: email.trim(), currentPassword },
      {
        onSuccess(result) {
          setPendingMessage(result.message);
          form.setFieldValue('currentPassword', '');
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
  // The same address is not a change, whatever the password field holds.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.getValues().email.trim().toLowerCase() === profile.email.toLowerCase()) {
      notifyWarning(MESSAGES.noChangesToSave);
      return;
    }
    save(event);
  };

  return (
    <SectionCard title="Account Details">
      {profile.email_verified ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <EmailField key={form.key('email')} {...form.getInputProps('email')} />
            <PasswordField
              label="Current password"
              description="Needed to change your e-mail"
              autoComplete="current-password"
              key={form.key('currentPassword')}
              {...form.getInputProps('currentPassword')}
            />
            {pendingMessage && (
              <Alert color="blue" icon={<IconMailCheck aria-hidden />} role="status">
                {pendingMessage}
              </Alert>
            )}
            <SaveButton isPending={updateEmail.isPending}>Save Changes</SaveButton>
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          <TextInput label="Email" value={profile.email} readOnly />
          <VerifyEmailNotice email={profile.email} />
        </Stack>
      )}
    </SectionCard>
  );
}
