// Plans and prices as the marketing copy states them (spec host-and-player 1 and 9).
export interface PlanTile {
  id: 'trial' | 'monthly' | 'annual';
  name: string;
  price: string;
  period: string;
  note: string;
  isMostPopular: boolean;
  features: string[];
}

const COMMON_FEATURES = [
  '10,000+ trivia questions',
  'New questions weekly',
  'Unlimited rounds',
  'Commercial usage rights',
];

export const PLAN_TILES: PlanTile[] = [
  {
    id: 'trial',
    name: 'Free Trial',
    price: '$0',
    period: 'for 7 days',
    note: '7-day free trial, then $14.99/month',
    isMostPopular: false,
    features: ['Full access for 7 days', ...COMMON_FEATURES.slice(0, 3)],
  },
  {
    id: 'monthly',
    name: 'Monthly',
    price: '$14.99',
    period: 'per month',
    note: 'Cancel anytime, keep access until the period ends',
    isMostPopular: true,
    features: COMMON_FEATURES,
  },
  {
    id: 'annual',
    name: 'Annual',
    price: '$149.99',
    period: 'per year',
    note: 'Save $30 (about 17%) against monthly',
    isMostPopular: false,
    features: [...COMMON_FEATURES, 'Best value for weekly hosts'],
  },
];

export const PRICES_MINOR = { monthly: 1499, annual: 14999 } as const;
