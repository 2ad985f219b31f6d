import { lazy } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { RouteGuard } from './guards';
import { LandingRoute } from './landing-route';
import { AppLayout } from './layout';
import { NotFoundPage } from './not-found-page';
import { RootProviders } from './providers';
import { RouteErrorPage } from './route-error-page';

// Every page but the landing page is its own chunk, so the first load stays small.
const PricingPage = lazy(() =>
  import('../features/marketing/pricing-page').then((m) => ({ default: m.PricingPage })),
);
const LoginPage = lazy(() =>
  import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })),
);
const SignupPage = lazy(() =>
  import('../features/auth/signup-page').then((m) => ({ default: m.SignupPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const TermsPage = lazy(() => import('./info-pages').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('./info-pages').then((m) => ({ default: m.PrivacyPage })));
const ContactPage = lazy(() => import('./info-pages').then((m) => ({ default: m.ContactPage })));
// Host screens.
const DashboardPage = lazy(() =>
  import('../features/game/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const SetupPage = lazy(() =>
  import('../features/game/setup-page').then((m) => ({ default: m.SetupPage })),
);
const PlayPage = lazy(() =>
  import('../features/game/play-page').then((m) => ({ default: m.PlayPage })),
);
const TiebreakerPage = lazy(() =>
  import('../features/tiebreakers/tiebreaker-page').then((m) => ({ default: m.TiebreakerPage })),
);
const ScoreboardPage = lazy(() =>
  import('../features/scoreboard/scoreboard-page').then((m) => ({ default: m.ScoreboardPage })),
);
const SubmitQuestionPage = lazy(() =>
  import('../features/submissions/submit-question-page').then((m) => ({
    default: m.SubmitQuestionPage,
  })),
);
const ProfilePage = lazy(() =>
  import('../features/profile/profile-page').then((m) => ({ default: m.ProfilePage })),
);

const SubscriptionPage = lazy(() =>
  import('../features/billing/subscription-page').then((m) => ({ default: m.SubscriptionPage })),
);

// Admin screens.
const BackupsPage = lazy(() =>
  import('../features/backups/backups-page').then((m) => ({ default: m.BackupsPage })),
);
const WebhookSetupPage = lazy(() =>
  import('../features/billing/webhook-setup-page').then((m) => ({ default: m.WebhookSetupPage })),
);
const AdminDashboardPage = lazy(() =>
  import('../features/admin/dashboard/admin-dashboard-page').then((m) => ({
    default: m.AdminDashboardPage,
  })),
);
const QuestionPoolPage = lazy(() =>
  import('../features/admin/questions/question-pool-page').then((m) => ({
    default: m.QuestionPoolPage,
  })),
);
const AddQuestionPage = lazy(() =>
  import('../features/admin/add-question/add-question-page').then((m) => ({
    default: m.AddQuestionPage,
  })),
);
const CategoriesPage = lazy(() =>
  import('../features/admin/categories/categories-page').then((m) => ({
    default: m.CategoriesPage,
  })),
);
const SubmissionsPage = lazy(() =>
  import('../features/admin/submissions/submissions-page').then((m) => ({
    default: m.SubmissionsPage,
  })),
);
const FlaggedPage = lazy(() =>
  import('../features/admin/flagged/flagged-page').then((m) => ({ default: m.FlaggedPage })),
);
const BulkUploadPage = lazy(() =>
  import('../features/admin/bulk-upload/bulk-upload-page').then((m) => ({
    default: m.BulkUploadPage,
  })),
);
const TiebreakersPage = lazy(() =>
  import('../features/admin/tiebreakers/tiebreakers-page').then((m) => ({
    default: m.TiebreakersPage,
  })),
);

const UsersPage = lazy(() =>
  import('../features/users/users-page').then((m) => ({ default: m.UsersPage })),
);
const SubscriptionsPage = lazy(() =>
  import('../features/users/subscriptions-page').then((m) => ({ default: m.SubscriptionsPage })),
);

/** Host screens: the access rule (admin, active or trial, demo host) on top of sign-in. */
const accessRoutes: RouteObject[] = [
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/setup', element: <SetupPage /> },
  { path: '/play', element: <PlayPage /> },
  // One tie-breaker screen under both names (DESIGN.md).
  { path: '/tiebreaker', element: <TiebreakerPage /> },
  { path: '/new-tiebreaker', element: <TiebreakerPage /> },
  { path: '/scoreboard', element: <ScoreboardPage /> },
  { path: '/submit-question', element: <SubmitQuestionPage /> },
];

/** Screens for any signed-in user, whatever their subscription. */
const signedInRoutes: RouteObject[] = [{ path: '/profile', element: <ProfilePage /> }];

/** Admin screens (admin.md route table); unknown /admin/* paths are not found, for admins only. */
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
      // One tie-breaker pool under both names (DESIGN.md).
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

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
