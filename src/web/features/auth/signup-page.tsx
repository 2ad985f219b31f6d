import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTimeout } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { signupSchema } from '../../../core/auth-forms';
import { MESSAGES } from '../../../core/messages';
import { PLAN_TILES } from '../../../core/plans';
import { EmailField } from '../../components/email-field';
import { ErrorAlert } from '../../components/error-alert';
import { NewPasswordFields } from '../../components/new-password-fields';
import { PageLoader } from '../../components/page-loader';
import { useMe } from '../../lib/auth/get-me';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useSignUp } from './api/sign-up';
import { describeSignUpError, isAlreadyRegisteredError } from './auth-errors';
import { AuthCard } from './components/auth-card';
import { useFormCheck } from './form-validation';

// The trial needs no card, and the copy says only what is true
// (docs/decisions/0006-footer-links-and-trial-copy.md).
const TRIAL_NOTE = PLAN_TILES.find((tile) => tile.id === 'trial')?.note ?? '';

/** /signup (spec 2 and 8): the 'Create Account' card. */
export function SignupPage() {
  const me = useMe();
  const navigate = useNavigate();
  const signUp = useSignUp();
  // True from submit until the delayed redirect: the new session must not trigger the
  // "already signed in" redirect before the success toast has had its second.
  const [isCreating, setIsCreating] = useState(false);
  const form = useForm({ initialValues: { email: '', password: '', confirmPassword: '' } });
  const { problem, check, inputProps } = useFormCheck(form);

  const goToSubscription = useTimeout(() => navigate('/subscription', { replace: true }), 1000);
  const goToLogin = useTimeout(() => navigate('/login'), 2000);

  const profile = me.data;
  useEffect(() => {
    if (profile && !isCreating) {
      navigate(profile.is_admin ? '/admin' : '/subscription', { replace: true });
    }
  }, [profile, isCreating, navigate]);

  async function handleSubmit(values: typeof form.values) {
    const data = check(signupSchema, values);
    if (!data) return;
    setIsCreating(true);
    try {
      await signUp.mutateAsync({ email: data.email, password: data.password });
      notifySuccess(MESSAGES.accountCreated);
      goToSubscription.start();
    } catch (error) {
      setIsCreating(false);
      if (isAlreadyRegisteredError(error)) {
        notifyError(MESSAGES.alreadyRegistered);
        goToLogin.start();
      } else {
        notifyError(describeSignUpError(error));
      }
    }
  }

  if (me.isPending) return <PageLoader />;
  if (profile && !isCreating) return <PageLoader label="Redirecting..." />;

  const isBusy = signUp.isPending || signUp.isSuccess;

  return (
    <AuthCard
      title="Create Account"
      subtitle={
        <>
          <Text span fw={700} c="var(--mantine-color-text)">
            {TRIAL_NOTE}
          </Text>
          . No credit card needed to start.
        </>
      }
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to="/login" fw={700}>
            Login
          </Anchor>
        </>
      }
    >
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="md">
          {problem && <ErrorAlert>{problem.message}</ErrorAlert>}
          <EmailField {...inputProps('email')} />
          <NewPasswordFields
            label="Password"
            passwordProps={inputProps('password')}
            confirmationProps={inputProps('confirmPassword')}
          />
          <Text size="sm" c="dimmed">
            By creating an account you agree to our{' '}
            <Anchor component={Link} to="/terms" inherit>
              Terms of Service
            </Anchor>{' '}
            and{' '}
            <Anchor component={Link} to="/privacy" inherit>
              Privacy Policy
            </Anchor>
            .
          </Text>
          <Button type="submit" size="md" fullWidth loading={isBusy}>
            Create Account
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
