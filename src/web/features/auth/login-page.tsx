import { Anchor, Box, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '../../../core/messages';
import { PageLoader } from '../../components/page-loader';
import { PasswordField } from '../../components/password-field';
import { PlanTiles } from '../../components/plan-tiles';
import { ProfileNotFound } from '../../components/profile-not-found';
import { homePathOf, useMe } from '../../lib/auth/get-me';
import {
  forgetReturnPath,
  readReturnPath,
  readStoredReturnPath,
} from '../../lib/auth/remembered-path';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { useSignIn } from './api/sign-in';
import { describeSignInError } from './auth-errors';
import { AuthCard } from './components/auth-card';
import { FormProblemAlert } from './components/form-problem-alert';
import { checkForm, type FormProblem } from './form-validation';

/**
 * The form's schema, and zod with it (53 KB gzipped), load when the form is first used: on the
 * page's first load they held up hydration (zod's start-up alone 80 ms on Lighthouse's mobile
 * profile).
 */
const loadLoginSchema = () => import('../../../core/auth-forms').then((m) => m.loginSchema);

function LoginForm({ signIn }: { signIn: ReturnType<typeof useSignIn> }) {
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const form = useForm({ initialValues: { email: '', password: '' } });
  const isHydrated = useIsHydrated();

  async function handleSubmit(values: typeof form.values) {
    const checked = checkForm(await loadLoginSchema(), values);
    if (!checked.isValid) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    try {
      await signIn.mutateAsync(checked.data);
      // The profile is loaded by now; the page redirects on its own (see LoginPage).
      notifySuccess(MESSAGES.loggedIn);
    } catch (error) {
      notifyError(describeSignInError(error), { title: MESSAGES.loginFailedTitle });
    }
  }

  const isInvalid = (field: string) => problem?.fields.includes(field) ?? false;

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} onFocus={() => void loadLoginSchema()} noValidate>
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
          readOnly={!isHydrated}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          {...form.getInputProps('password')}
          error={isInvalid('password')}
          readOnly={!isHydrated}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/reset-password" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={signIn.isPending} disabled={!isHydrated}>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}

/** /login (spec 2): loader, then 'Redirecting...' for a signed-in user, else the form. */
export function LoginPage() {
  const me = useMe();
  const signIn = useSignIn();
  const location = useLocation();
  const navigate = useNavigate();
  const returnPath = readReturnPath(location.state, location.search, readStoredReturnPath());
  const profile = me.data;

  useEffect(() => {
    if (!profile) return;
    forgetReturnPath();
    navigate(returnPath ?? homePathOf(profile), { replace: true });
  }, [profile, returnPath, navigate]);

  if (me.isPending) return <PageLoader />;
  if (profile) return <PageLoader label="Redirecting..." />;
  // Signed in just now, but the profile failed to load: the form would not help.
  if (me.isError && signIn.isSuccess) return <ProfileNotFound />;

  return (
    <>
      <AuthCard
        title="Sign In"
        subtitle="Welcome back! Sign in to run tonight's trivia."
        footer={
          <>
            Don't have an account?{' '}
            <Anchor component={Link} to="/signup" fw={700}>
              Create one now
            </Anchor>
          </>
        }
      >
        <LoginForm signIn={signIn} />
      </AuthCard>
      <Box component="section" aria-labelledby="login-plans" px="md" pb={64} maw={1100} mx="auto">
        <Title id="login-plans" order={2} ta="center" mb="lg">
          Plans for every trivia night
        </Title>
        <PlanTiles />
      </Box>
    </>
  );
}
