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
// Screens of later issues; each is replaced by its feature's page as it lands.
const PendingScreen = lazy(() =>
  import('./pending-screens').then((m) => ({ default: m.PendingScreen })),
);

/** Host screens: the access rule (admin, active or trial, demo host) on top of sign-in. */
const accessRoutes: RouteObject[] = [
  {
    path: '/dashboard',
    element: (
      <PendingScreen
        title="Host Dashboard"
        summary="Start or continue a game, run a tie-breaker and see the top teams."
      />
    ),
  },
  {
    path: '/setup',
    element: (
      <PendingScreen
        title="Game Setup"
        summary="Choose randomized trivia or pick the categories for the next round."
        backTo="/dashboard"
      />
    ),
  },
  {
    path: '/play',
    element: (
      <PendingScreen
        title="Trivia Round"
        summary="Ten questions with their answers, ready to read out."
        backTo="/dashboard"
      />
    ),
  },
  ...['/tiebreaker', '/new-tiebreaker'].map((path) => ({
    path,
    element: (
      <PendingScreen
        title="Tie Breaker Question"
        summary="One question with a list of answers to settle a tie."
        backTo="/dashboard"
      />
    ),
  })),
  {
    path: '/scoreboard',
    element: (
      <PendingScreen
        title="Scoreboard"
        summary="Team names and scores for tonight's game."
        backTo="/dashboard"
      />
    ),
  },
  {
    path: '/submit-question',
    element: (
      <PendingScreen
        title="Submit a Custom Question"
        summary="Send a question of your own; an admin reviews every submission."
        backTo="/dashboard"
      />
    ),
  },
];

/** Screens for any signed-in user, whatever their subscription. */
const signedInRoutes: RouteObject[] = [
  {
    path: '/profile',
    element: (
      <PendingScreen
        title="Your Profile"
        summary="Your e-mail, password and subscription."
        backTo="/dashboard"
      />
    ),
  },
  {
    path: '/subscription',
    element: (
      <PendingScreen
        title="Subscription"
        summary="Choose or manage your subscription plan."
        backTo="/dashboard"
      />
    ),
  },
];

const ADMIN_SCREENS: { path: string; title: string; summary: string }[] = [
  { path: 'users', title: 'User Management', summary: 'Add, edit and suspend users.' },
  { path: 'questions', title: 'Question Pool', summary: 'Search, edit and add questions.' },
  { path: 'add-question', title: 'Add New Question', summary: 'Add one question to the pool.' },
  { path: 'categories', title: 'Categories', summary: 'Create, rename and delete categories.' },
  {
    path: 'submissions',
    title: 'Question Submissions',
    summary: 'Review the questions hosts submitted.',
  },
  {
    path: 'flagged',
    title: 'Flagged Questions',
    summary: 'Review the questions hosts flagged.',
  },
  {
    path: 'bulk-upload',
    title: 'Bulk Upload',
    summary: 'Upload many questions at once from a file.',
  },
  {
    path: 'tiebreakers',
    title: 'Tie-breaker Questions',
    summary: 'Manage the tie-breaker pool.',
  },
  {
    path: 'new-tiebreakers',
    title: 'Tie-breaker Questions',
    summary: 'Manage the tie-breaker pool.',
  },
];

/** Admin screens (admin.md route table); unknown /admin/* paths are not found, for admins only. */
const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    children: [
      {
        index: true,
        element: (
          <PendingScreen
            title="Admin Dashboard"
            summary="Users, questions, submissions, flags and backups at a glance."
          />
        ),
      },
      ...ADMIN_SCREENS.map(({ path, title, summary }) => ({
        path,
        element: <PendingScreen title={title} summary={summary} backTo="/admin" />,
      })),
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
