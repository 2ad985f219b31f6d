import { Anchor, Box, Button, Group, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '../../../core/messages';
import { EmailField } from '../../components/email-field';
import { ErrorAlert } from '../../components/error-alert';
import { PageLoader } from '../../components/page-loader';
import { PasswordField } from '../../components/password-field';
import { PlanCards } from '../../components/plan-cards';
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
import { useFormCheck } from './form-validation';

/**
 * The form's schema, and zod with it (53 KB gzipped), load when the form is first used: on the
 * page's first load they held up hydration (zod's start-up alone 80 ms on Lighthouse's mobile
 * profile).
 */
const loadLoginSchema = () => import('../../../core/auth-forms').then((m) => m.loginSchema);

function LoginForm({ signIn }: { signIn: ReturnType<typeof useSignIn> }) {
  const form = useForm({ initialValues: { email: '', password: '' } });
  const { problem, check, inputProps } = useFormCheck(form);
  const isHydrated = useIsHydrated();

  async function handleSubmit(values: typeof form.values) {
    const data = check(await loadLoginSchema(), values);
    if (!data) return;
    try {
      await signIn.mutateAsync(data);
      // The profile is loaded by now; the page redirects on its own (see LoginPage).
      notifySuccess(MESSAGES.loggedIn);
    } catch (error) {
      notifyError(describeSignInError(error), { title: MESSAGES.loginFailedTitle });
    }
  }

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} onFocus={() => void loadLoginSchema()} noValidate>
      <Stack gap="md">
        {problem && <ErrorAlert>{problem.message}</ErrorAlert>}
        <EmailField {...inputProps('email')} readOnly={!isHydrated} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          {...inputProps('password')}
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
        <PlanCards />
      </Box>
    </>
  );
}
