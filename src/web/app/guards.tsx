import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '../../core/messages';
import { PageLoader } from '../components/page-loader';
import { ProfileNotFound } from '../components/profile-not-found';
import { useMe } from '../lib/auth/get-me';
import { type LoginRedirectState, rememberReturnPath } from '../lib/auth/remembered-path';
import { notifyWarning } from '../lib/notify';

/**
 * What a route needs. The server enforces the same rules on every API call; these guards
 * only keep the screens in step with it (docs/architecture.md).
 * - sign-in: a session;
 * - access: a session and the access rule (admin, active or trial, demo host);
 * - admin: a session and the admin rule.
 */
export type RouteRequirement = 'sign-in' | 'access' | 'admin';

interface RedirectWithNoticeProps {
  to: string;
  message: string;
}

function RedirectWithNotice({ to, message }: RedirectWithNoticeProps) {
  const navigate = useNavigate();
  useEffect(() => {
    // The fixed id shows the toast once even when the effect runs twice (StrictMode).
    notifyWarning(message, { id: `guard:${message}` });
    navigate(to, { replace: true });
  }, [message, navigate, to]);
  return null;
}

/** Signed out: to /login, remembering this page so sign-in comes back to it. */
function RedirectToLogin() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const state: LoginRedirectState = { from: { pathname, search, hash } };
    rememberReturnPath(`${pathname}${search}${hash}`);
    navigate('/login', { replace: true, state });
  }, [hash, navigate, pathname, search]);
  return null;
}

/** A layout route: renders its child routes when `requirement` holds, else redirects. */
export function RouteGuard({ requirement }: { requirement: RouteRequirement }) {
  const me = useMe();

  if (me.isPending) return <PageLoader />;
  // A session whose profile cannot be loaded never gets access (fail closed).
  if (me.isError) return <ProfileNotFound />;

  const profile = me.data;
  if (!profile) return <RedirectToLogin />;
  if (requirement === 'admin' && !profile.is_admin) {
    return <RedirectWithNotice to="/dashboard" message={MESSAGES.accessDenied} />;
  }
  if (requirement === 'access' && !profile.has_access) {
    return <RedirectWithNotice to="/subscription" message={MESSAGES.subscriptionRequired} />;
  }
  return <Outlet />;
}
