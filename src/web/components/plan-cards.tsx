import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PlanId } from '../../core/billing';
import { PLAN_TILES, type PlanTile, PRICES_MINOR } from '../../core/plans';

// Derived from the prices so the badge cannot drift from them: $30, about 17%.
const ANNUAL_SAVING_MINOR = PRICES_MINOR.monthly * 12 - PRICES_MINOR.annual;
const ANNUAL_SAVING_LABEL = `Save $${Math.round(ANNUAL_SAVING_MINOR / 100)}, about ${Math.round(
  (ANNUAL_SAVING_MINOR / (PRICES_MINOR.monthly * 12)) * 100,
)}%`;

type PaidTile = PlanTile & { id: PlanId };
const PAID_TILES = PLAN_TILES.filter((tile): tile is PaidTile => tile.id !== 'trial');

function badgeOf(tile: PlanTile) {
  if (tile.isMostPopular) return 'MOST POPULAR';
  if (tile.id === 'annual') return ANNUAL_SAVING_LABEL;
  return null;
}

function buttonLabelOf(tile: PlanTile) {
  return tile.id === 'trial' ? 'Start Free Trial' : `Choose ${tile.name}`;
}

function PlanCard({
  tile,
  headingOrder,
  button,
}: {
  tile: PlanTile;
  headingOrder: 2 | 3;
  /** The card's one button, made by the caller with the props below. */
  button: (props: { variant: 'filled' | 'outline'; children: string }) => ReactNode;
}) {
  const badge = badgeOf(tile);
  return (
    <Card
      withBorder
      radius="lg"
      padding="xl"
      shadow={tile.isMostPopular ? 'md' : 'xs'}
      data-testid={`plan-card-${tile.id}`}
      style={
        tile.isMostPopular
          ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }
          : undefined
      }
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="center" gap="xs" wrap="wrap">
          <Title order={headingOrder} fz="h3">
            {tile.name}
          </Title>
          {badge && (
            <Badge color={tile.isMostPopular ? undefined : 'teal.9'} size="md">
              {badge}
            </Badge>
          )}
        </Group>
        <div>
          <Text component="p" m={0}>
            <Text span fz={40} fw={800} lh={1.1}>
              {tile.price}
            </Text>{' '}
            <Text span c="dimmed">
              {tile.period}
            </Text>
          </Text>
          <Text size="sm" c="dimmed" mt={6}>
            {tile.note}
          </Text>
          {tile.id === 'trial' && (
            // The trial starts at sign-up without a card (docs/decisions/0006-footer-links-and-trial-copy.md).
            <Text size="sm" fw={600} mt={4}>
              No credit card needed to start
            </Text>
          )}
        </div>
        <List
          spacing="xs"
          size="sm"
          center
          icon={<IconCheck size={18} stroke={2.5} color="var(--mantine-color-teal-8)" />}
          style={{ flexGrow: 1 }}
        >
          {tile.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {button({
          variant: tile.isMostPopular ? 'filled' : 'outline',
          children: buttonLabelOf(tile),
        })}
      </Stack>
    </Card>
  );
}

interface PlanCardsProps {
  /** Heading level of each plan's name, to keep the page's outline in order. */
  headingOrder?: 2 | 3;
  /**
   * On /subscription: the paid plans, each button starting its checkout. Without it (the public
   * pages): all three plans, each button going to /signup.
   */
  checkout?: {
    onChoose: (plan: PlanId) => void;
    /** The plan whose checkout is starting (its button spins, the others wait). */
    pendingPlan: PlanId | null;
    isDisabled: boolean;
  };
}

/** The plans (spec: free trial, monthly marked MOST POPULAR, annual saving $30) as cards. */
export function PlanCards({ headingOrder = 3, checkout }: PlanCardsProps) {
  const tiles = checkout ? PAID_TILES : PLAN_TILES;
  return (
    <SimpleGrid cols={{ base: 1, md: tiles.length }} spacing="lg" verticalSpacing="lg">
      {tiles.map((tile) => {
        const planId = tile.id;
        return (
          <PlanCard
            key={planId}
            tile={tile}
            headingOrder={headingOrder}
            button={(props) =>
              checkout && planId !== 'trial' ? (
                <Button
                  size="md"
                  fullWidth
                  loading={checkout.pendingPlan === planId}
                  disabled={
                    checkout.isDisabled ||
                    (checkout.pendingPlan !== null && checkout.pendingPlan !== planId)
                  }
                  onClick={() => checkout.onChoose(planId)}
                  {...props}
                />
              ) : (
                <Button component={Link} to="/signup" size="md" fullWidth {...props} />
              )
            }
          />
        );
      })}
    </SimpleGrid>
  );
}
