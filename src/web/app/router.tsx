import { matchRoutes, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { queryClient } from '../lib/query-client';
import { RouteGuard } from './guards';
import { LandingRoute } from './landing-route';
import { AppLayout } from './layout';
import { lazyPages } from './lazy-page';
import { NotFoundPage } from './not-found-page';
import { RootProviders } from './providers';
import { RouteErrorPage } from './route-error-page';

// Every page but the landing page is its own chunk, so the first load stays small.
const page = lazyPages({
  PricingPage: () => import('../features/marketing/pricing-page'),
  LoginPage: () => import('../features/auth/login-page'),
  SignupPage: () => import('../features/auth/signup-page'),
  ResetPasswordPage: () => import('../features/auth/reset-password-page'),
  EmailVerifiedPage: () => import('../features/auth/email-link-pages'),
  ConfirmEmailPage: () => import('../features/auth/email-link-pages'),
  TermsPage: () => import('./info-pages'),
  PrivacyPage: () => import('./info-pages'),
  ContactPage: () => import('./info-pages'),
  // Host screens.
  DashboardPage: () => import('../features/game/dashboard-page'),
  SetupPage: () => import('../features/game/setup-page'),
  PlayPage: () => import('../features/game/play-page'),
  TiebreakerPage: () => import('../features/tiebreakers/tiebreaker-page'),
  ScoreboardPage: () => import('../features/scoreboard/scoreboard-page'),
  SubmitQuestionPage: () => import('../features/submissions/submit-question-page'),
  ProfilePage: () => import('../features/profile/profile-page'),
  SubscriptionPage: () => import('../features/billing/subscription-page'),
  // Admin screens.
  BackupsPage: () => import('../features/backups/backups-page'),
  WebhookSetupPage: () => import('../features/billing/webhook-setup-page'),
  AdminDashboardPage: () => import('../features/admin/dashboard/admin-dashboard-page'),
  QuestionPoolPage: () => import('../features/admin/questions/question-pool-page'),
  AddQuestionPage: () => import('../features/admin/add-question/add-question-page'),
  CategoriesPage: () => import('../features/admin/categories/categories-page'),
  SubmissionsPage: () => import('../features/admin/submissions/submissions-page'),
  FlaggedPage: () => import('../features/admin/flagged/flagged-page'),
  BulkUploadPage: () => import('../features/admin/bulk-upload/bulk-upload-page'),
  TiebreakersPage: () => import('../features/admin/tiebreakers/tiebreakers-page'),
  UsersPage: () => import('../features/users/users-page'),
  SubscriptionsPage: () => import('../features/users/subscriptions-page'),
});

/** Host screens: the access rule (admin, active or trial, demo host) on top of sign-in. */
const accessRoutes: RouteObject[] = [
  { path: '/dashboard', lazy: page.DashboardPage },
  { path: '/setup', lazy: page.SetupPage },
  {
    path: '/play',
    lazy: page.PlayPage,
    // The round is read as the route is entered, beside GET /api/me and the page's chunk: the
    // page then renders its questions in its first render, which React can interrupt, not in a
    // second, blocking one (docs/decisions/0053-lazy-pages-and-one-step-start.md).
    loader: () => {
      void import('../features/game/api/get-current-game').then(({ getCurrentGameQueryOptions }) =>
        queryClient.prefetchQuery(getCurrentGameQueryOptions()),
      );
      return null;
    },
    // For the moment the router waits for that loader at start.
    hydrateFallbackElement: <PageLoader />,
  },
  // One tie-breaker screen under both of its names: a link to either path reaches it.
  { path: '/tiebreaker', lazy: page.TiebreakerPage },
  { path: '/new-tiebreaker', lazy: page.TiebreakerPage },
  { path: '/scoreboard', lazy: page.ScoreboardPage },
  { path: '/submit-question', lazy: page.SubmitQuestionPage },
];

/** Screens for any signed-in user, whatever their subscription. */
const signedInRoutes: RouteObject[] = [{ path: '/profile', lazy: page.ProfilePage }];

/** Admin screens; unknown /admin/* paths are not found, for admins only. */
const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    children: [
      { index: true, lazy: page.AdminDashboardPage },
      { path: 'questions', lazy: page.QuestionPoolPage },
      { path: 'add-question', lazy: page.AddQuestionPage },
      { path: 'categories', lazy: page.CategoriesPage },
      { path: 'submissions', lazy: page.SubmissionsPage },
      { path: 'flagged', lazy: page.FlaggedPage },
      { path: 'bulk-upload', lazy: page.BulkUploadPage },
      // One tie-breaker pool under both of its names: a link to either path reaches it.
      { path: 'tiebreakers', lazy: page.TiebreakersPage },
      { path: 'new-tiebreakers', lazy: page.TiebreakersPage },
      { path: 'webhook-setup', lazy: page.WebhookSetupPage },
      { path: 'backups', lazy: page.BackupsPage },
      { path: 'users', lazy: page.UsersPage },
      { path: 'subscriptions', lazy: page.SubscriptionsPage },
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
              { path: '/pricing', lazy: page.PricingPage },
              { path: '/login', lazy: page.LoginPage },
              { path: '/signup', lazy: page.SignupPage },
              { path: '/reset-password', lazy: page.ResetPasswordPage },
              { path: '/email-verified', lazy: page.EmailVerifiedPage },
              { path: '/confirm-email', lazy: page.ConfirmEmailPage },
              { path: '/terms', lazy: page.TermsPage },
              { path: '/privacy', lazy: page.PrivacyPage },
              { path: '/contact', lazy: page.ContactPage },
              // Public: the page itself shows 'Login Required' to a visitor (spec 2).
              { path: '/subscription', lazy: page.SubscriptionPage },
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

/** Loads the chunks of the pages that `pathname` renders, ahead of a navigation to it. */
export async function preloadPagesOf(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map((match) => (typeof match.route.lazy === 'function' ? match.route.lazy() : null)),
  );
}
