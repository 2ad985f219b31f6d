import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTimeout } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MIN_PASSWORD_LENGTH, signupSchema } from '../../../core/auth-forms';
import { MESSAGES } from '../../../core/messages';
import { PLAN_TILES } from '../../../core/plans';
import { PageLoader } from '../../components/page-loader';
import { PasswordField } from '../../components/password-field';
import { useMe } from '../../lib/auth/get-me';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useSignUp } from './api/sign-up';
import { describeSignUpError, isAlreadyRegisteredError } from './auth-errors';
import { AuthCard } from './components/auth-card';
import { FormProblemAlert } from './components/form-problem-alert';
import { checkForm, type FormProblem } from './form-validation';

// The trial needs no card, and the copy says only what is true
// (docs/decisions/0006-footer-links-and-trial-copy.md).
const TRIAL_NOTE = PLAN_TILES.find((tile) => tile.id === 'trial')?.note ?? '';

/** /signup (spec 2 and 8): the 'Create Account' card. */
export function SignupPage() {
  const me = useMe();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  // True from submit until the delayed redirect: the new session must not trigger the
  // "already signed in" redirect before the success toast has had its second.
  const [isCreating, setIsCreating] = useState(false);
  const form = useForm({ initialValues: { email: '', password: '', confirmPassword: '' } });

  const goToSubscription = useTimeout(() => navigate('/subscription', { replace: true }), 1000);
  const goToLogin = useTimeout(() => navigate('/login'), 2000);

  const profile = me.data;
  useEffect(() => {
    if (profile && !isCreating) {
      navigate(profile.is_admin ? '/admin' : '/subscription', { replace: true });
    }
  }, [profile, isCreating, navigate]);

  async function handleSubmit(values: typeof form.values) {
    const checked = checkForm(signupSchema, values);
    if (!checked.isValid) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    setIsCreating(true);
    try {
      await signUp.mutateAsync({ email: checked.data.email, password: checked.data.password });
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

  const isInvalid = (field: string) => problem?.fields.includes(field) ?? false;
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
          <FormProblemAlert message={problem?.message ?? null} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            required
            withAsterisk={false}
            {...form.getInputProps('email')}
            error={isInvalid('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            description={`At least ${MIN_PASSWORD_LENGTH} characters`}
            required
            withAsterisk={false}
            minLength={MIN_PASSWORD_LENGTH}
            {...form.getInputProps('password')}
            error={isInvalid('password')}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            required
            withAsterisk={false}
            minLength={MIN_PASSWORD_LENGTH}
            {...form.getInputProps('confirmPassword')}
            error={isInvalid('confirmPassword')}
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
