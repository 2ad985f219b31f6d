import { Anchor, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES } from '../../../core/messages';
import { ErrorAlert } from '../../components/error-alert';
import { AuthCard } from './components/auth-card';
import { RequestResetForm } from './components/request-reset-form';
import { SetNewPasswordForm } from './components/set-new-password-form';

/**
 * /reset-password: with ?token= (from the e-mailed link) a new-password form;
 * without one an e-mail request form; with ?error= or a token the server rejects, the
 * invalid-link message above that request form.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const hasLinkError = searchParams.has('error');
  const [isTokenRejected, setIsTokenRejected] = useState(false);

  const isSettingPassword = !!token && !hasLinkError && !isTokenRejected;
  const footer = (
    <Anchor component={Link} to="/login">
      Back to Login
    </Anchor>
  );

  if (isSettingPassword) {
    return (
      <AuthCard
        title="Reset Password"
        subtitle="Choose a new password for your account."
        footer={footer}
      >
        <SetNewPasswordForm token={token} onInvalidToken={() => setIsTokenRejected(true)} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset Password" subtitle="Forgot your password? It happens." footer={footer}>
      <Stack gap="md">
        {(hasLinkError || isTokenRejected) && <ErrorAlert>{MESSAGES.invalidResetLink}</ErrorAlert>}
        <RequestResetForm />
      </Stack>
    </AuthCard>
  );
}
