import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { EMAIL_CHANGE_MESSAGES } from '../../../core/profile';
import { useConfirmEmailChange } from './api/confirm-email-change';
import { AuthCard } from './components/auth-card';

const VERIFY_LINK_INVALID =
  'This verification link is invalid or has expired. Sign in and send a new one from your profile.';

const footer = (
  <Anchor component={Link} to="/profile">
    Go to your profile
  </Anchor>
);

/** /email-verified: where the sign-up verification link lands (?error= when it was refused). */
export function EmailVerifiedPage() {
  const [searchParams] = useSearchParams();
  const isRefused = searchParams.has('error');
  return (
    <AuthCard title="E-mail Verification" footer={footer}>
      {isRefused ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {VERIFY_LINK_INVALID}
        </Alert>
      ) : (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
          Your e-mail address is verified. Thank you!
        </Alert>
      )}
    </AuthCard>
  );
}

/**
 * /confirm-email?token=: the link sent to a new address. It changes nothing until the button
 * is pressed, so a mail scanner that opens links does not change the account.
 */
export function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirm = useConfirmEmailChange();

  return (
    <AuthCard title="Confirm New E-mail" footer={footer}>
      <Stack gap="md">
        {confirm.isSuccess ? (
          <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
            {confirm.data.message} Other devices were signed out: sign in there with the new
            address.
          </Alert>
        ) : !token || confirm.isError ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {confirm.error?.message ?? EMAIL_CHANGE_MESSAGES.linkInvalid}
          </Alert>
        ) : (
          <>
            <Text>Press the button to make this your Trivia Host e-mail address.</Text>
            <Button loading={confirm.isPending} onClick={() => confirm.mutate({ token })}>
              Confirm new e-mail
            </Button>
          </>
        )}
      </Stack>
    </AuthCard>
  );
}
