// Impersonation's messages, apart from the users schemas: the banner shows on every page, and
// importing them from users.ts would bring zod into the landing page's first script.

export const IMPERSONATION_MESSAGES = {
  noValidSession: 'No valid session found',
  impersonateFailed: 'Failed to impersonate user',
  noAdminSession: 'No admin session found to return to',
  returnFailed: 'Failed to return to admin session',
  returned: 'Returned to admin session',
  viewingAs: (email: string) => `You are viewing the app as ${email}`,
} as const;
