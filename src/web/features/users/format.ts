/** An amount in minor units as money: 1499 usd -> '$14.99'; null -> null. */
export function formatAmount(amount: number | null, currency: string | null): string | null {
  if (amount === null) return null;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: (currency ?? 'usd').toUpperCase(),
    }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${(currency ?? '').toUpperCase()}`.trim();
  }
}

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trial: 'Trial',
  inactive: 'Inactive',
  expired: 'Expired',
};

/**
 * What the Subscription badge says, from the server's access judgement: the stored status
 * when it agrees with access, otherwise what is really so (a trial whose end date passed
 * before the daily job marked it expired; an admin or a demo host let in whatever the status).
 */
export function subscriptionLabelOf(user: {
  subscription_status: string;
  has_access: boolean;
  is_admin: boolean;
}): string {
  const status = user.subscription_status;
  const isGood = status === 'active' || status === 'trial';
  if (user.has_access && !isGood) return user.is_admin ? 'Admin access' : 'Demo host';
  if (!user.has_access && isGood) return status === 'trial' ? 'Trial ended' : 'Plan ended';
  return STATUS_LABELS[status] ?? status;
}
