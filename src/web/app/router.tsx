import type { QueryClient } from '@tanstack/react-query';
import {
  type DataRouter,
  matchRoutes,
  type RouteMatch,
  type RouteObject,
  RouterProvider,
} from 'react-router';
import { getCurrentGameQueryOptions } from '../features/game/api/get-current-game';
import { RouteGuard } from './guards';
import { LandingRoute } from './landing-route';
import { AppLayout } from './layout';
import { lazyPage, preloadOf } from './lazy-page';
import { NotFoundPage } from './not-found-page';
import { RootProviders } from './providers';
import { RouteErrorPage } from './route-error-page';

// Every page but the landing page is its own chunk, so the first load stays small.
const PricingPage = lazyPage(() =>
  import('../features/marketing/pricing-page').then((m) => m.PricingPage),
);
const LoginPage = lazyPage(() => import('../features/auth/login-page').then((m) => m.LoginPage));
const SignupPage = lazyPage(() => import('../features/auth/signup-page').then((m) => m.SignupPage));
const ResetPasswordPage = lazyPage(() =>
  import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage),
);
const EmailVerifiedPage = lazyPage(() =>
  import('../features/auth/email-link-pages').then((m) => m.EmailVerifiedPage),
);
const ConfirmEmailPage = lazyPage(() =>
  import('../features/auth/email-link-pages').then((m) => m.ConfirmEmailPage),
);
const TermsPage = lazyPage(() => import('./info-pages').then((m) => m.TermsPage));
const PrivacyPage = lazyPage(() => import('./info-pages').then((m) => m.PrivacyPage));
const ContactPage = lazyPage(() => import('./info-pages').then((m) => m.ContactPage));
// Host screens.
const DashboardPage = lazyPage(() =>
  import('../features/game/dashboard-page').then((m) => m.DashboardPage),
);
const SetupPage = lazyPage(() => import('../features/game/setup-page').then((m) => m.SetupPage));
const PlayPage = lazyPage(() => import('../features/game/play-page').then((m) => m.PlayPage));
const TiebreakerPage = lazyPage(() =>
  import('../features/tiebreakers/tiebreaker-page').then((m) => m.TiebreakerPage),
);
const ScoreboardPage = lazyPage(() =>
  import('../features/scoreboard/scoreboard-page').then((m) => m.ScoreboardPage),
);
const SubmitQuestionPage = lazyPage(() =>
  import('../features/submissions/submit-question-page').then((m) => m.SubmitQuestionPage),
);
const ProfilePage = lazyPage(() =>
  import('../features/profile/profile-page').then((m) => m.ProfilePage),
);

const SubscriptionPage = lazyPage(() =>
  import('../features/billing/subscription-page').then((m) => m.SubscriptionPage),
);

// Admin screens.
const BackupsPage = lazyPage(() =>
  import('../features/backups/backups-page').then((m) => m.BackupsPage),
);
const WebhookSetupPage = lazyPage(() =>
  import('../features/billing/webhook-setup-page').then((m) => m.WebhookSetupPage),
);
const AdminDashboardPage = lazyPage(() =>
  import('../features/admin/dashboard/admin-dashboard-page').then((m) => m.AdminDashboardPage),
);
const QuestionPoolPage = lazyPage(() =>
  import('../features/admin/questions/question-pool-page').then((m) => m.QuestionPoolPage),
);
const AddQuestionPage = lazyPage(() =>
  import('../features/admin/add-question/add-question-page').then((m) => m.AddQuestionPage),
);
const CategoriesPage = lazyPage(() =>
  import('../features/admin/categories/categories-page').then((m) => m.CategoriesPage),
);
const SubmissionsPage = lazyPage(() =>
  import('../features/admin/submissions/submissions-page').then((m) => m.SubmissionsPage),
);
const FlaggedPage = lazyPage(() =>
  import('../features/admin/flagged/flagged-page').then((m) => m.FlaggedPage),
);
const BulkUploadPage = lazyPage(() =>
  import('../features/admin/bulk-upload/bulk-upload-page').then((m) => m.BulkUploadPage),
);
const TiebreakersPage = lazyPage(() =>
  import('../features/admin/tiebreakers/tiebreakers-page').then((m) => m.TiebreakersPage),
);

const UsersPage = lazyPage(() => import('../features/users/users-page').then((m) => m.UsersPage));
const SubscriptionsPage = lazyPage(() =>
  import('../features/users/subscriptions-page').then((m) => m.SubscriptionsPage),
);

/**
 * What a route's page reads first, started at app start (main.tsx, prefetchDataOf) beside
 * GET /api/me rather than after it (Lighthouse mobile, /play: the round waited for the profile).
 */
interface RouteData {
  prefetch?: (client: QueryClient) => Promise<void>;
}

/** Host screens: the access rule (admin, active or trial, demo host) on top of sign-in. */
const accessRoutes: RouteObject[] = [
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/setup', element: <SetupPage /> },
  {
    path: '/play',
    element: <PlayPage />,
    handle: {
      prefetch: (client: QueryClient) => client.prefetchQuery(getCurrentGameQueryOptions()),
    } satisfies RouteData,
  },
  // One tie-breaker screen under both of its names: a link to either path reaches it.
  { path: '/tiebreaker', element: <TiebreakerPage /> },
  { path: '/new-tiebreaker', element: <TiebreakerPage /> },
  { path: '/scoreboard', element: <ScoreboardPage /> },
  { path: '/submit-question', element: <SubmitQuestionPage /> },
];

/** Screens for any signed-in user, whatever their subscription. */
const signedInRoutes: RouteObject[] = [{ path: '/profile', element: <ProfilePage /> }];

/** Admin screens; unknown /admin/* paths are not found, for admins only. */
const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    children: [
      { index: true, element: <AdminDashboardPage /> },
      { path: 'questions', element: <QuestionPoolPage /> },
      { path: 'add-question', element: <AddQuestionPage /> },
      { path: 'categories', element: <CategoriesPage /> },
      { path: 'submissions', element: <SubmissionsPage /> },
      { path: 'flagged', element: <FlaggedPage /> },
      { path: 'bulk-upload', element: <BulkUploadPage /> },
      // One tie-breaker pool under both of its names: a link to either path reaches it.
      { path: 'tiebreakers', element: <TiebreakersPage /> },
      { path: 'new-tiebreakers', element: <TiebreakersPage /> },
      { path: 'webhook-setup', element: <WebhookSetupPage /> },
      { path: 'backups', element: <BackupsPage /> },
      { path: 'users', element: <UsersPage /> },
      { path: 'subscriptions', element: <SubscriptionsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootProviders />,
    children: [
      {
        element: <AppLayout />,
        errorElement: <RouteErrorPage />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              { path: '/', element: <LandingRoute /> },
              { path: '/pricing', element: <PricingPage /> },
              { path: '/login', element: <LoginPage /> },
              { path: '/signup', element: <SignupPage /> },
              { path: '/reset-password', element: <ResetPasswordPage /> },
              { path: '/email-verified', element: <EmailVerifiedPage /> },
              { path: '/confirm-email', element: <ConfirmEmailPage /> },
              { path: '/terms', element: <TermsPage /> },
              { path: '/privacy', element: <PrivacyPage /> },
              { path: '/contact', element: <ContactPage /> },
              // Public: the page itself shows 'Login Required' to a visitor (spec 2).
              { path: '/subscription', element: <SubscriptionPage /> },
              { element: <RouteGuard requirement="sign-in" />, children: signedInRoutes },
              { element: <RouteGuard requirement="access" />, children: accessRoutes },
              { element: <RouteGuard requirement="admin" />, children: adminRoutes },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

let lastMatched: { pathname: string; matches: RouteMatch[] } | null = null;

/** The routes `pathname` renders; matched once for the app's start (matching ranks them all). */
function matchesOf(pathname: string): RouteMatch[] {
  if (lastMatched?.pathname !== pathname)
    lastMatched = { pathname, matches: matchRoutes(routes, pathname) ?? [] };
  return lastMatched.matches;
}

/**
 * Loads the chunks of the pages that `pathname` renders, all at once: the page's chunk no longer
 * waits for the profile (a guard renders it only after /api/me), and a page rendered at build
 * time hydrates without suspending.
 */
export async function preloadPagesOf(pathname: string): Promise<void> {
  await Promise.all(matchesOf(pathname).map((match) => preloadOf(match.route.element)?.()));
}

/** Starts the requests of the pages that `pathname` renders (their route's handle.prefetch). */
export function prefetchDataOf(pathname: string, client: QueryClient): void {
  for (const match of matchesOf(pathname)) {
    void (match.route.handle as RouteData | undefined)?.prefetch?.(client);
  }
}

/** The browser's router (main.tsx) or a memory router at the page's URL (prerender.tsx). */
export function AppRouter({ router }: { router: DataRouter }) {
  return <RouterProvider router={router} />;
}
