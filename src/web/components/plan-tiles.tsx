import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PLAN_TILES, type PlanTile, PRICES_MINOR } from '../../core/plans';

// Derived from the prices so the badge cannot drift from them: $30, about 17%.
const ANNUAL_SAVING_MINOR = PRICES_MINOR.monthly * 12 - PRICES_MINOR.annual;
const ANNUAL_SAVING_LABEL = `Save $${Math.round(ANNUAL_SAVING_MINOR / 100)}, about ${Math.round(
  (ANNUAL_SAVING_MINOR / (PRICES_MINOR.monthly * 12)) * 100,
)}%`;

const BUTTON_LABELS: Record<PlanTile['id'], string> = {
  trial: 'Start Free Trial',
  monthly: 'Choose Monthly',
  annual: 'Choose Annual',
};

function badgeOf(tile: PlanTile) {
  if (tile.isMostPopular) return 'MOST POPULAR';
  if (tile.id === 'annual') return ANNUAL_SAVING_LABEL;
  return null;
}

export interface PlanTilesProps {
  /** Heading level of each plan's name, to keep the page's outline in order. */
  headingOrder?: 2 | 3 | 4;
}

/** The three plans (spec: free trial, monthly marked MOST POPULAR, annual); all go to /signup. */
export function PlanTiles({ headingOrder = 3 }: PlanTilesProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" verticalSpacing="lg">
      {PLAN_TILES.map((tile) => {
        const badge = badgeOf(tile);
        return (
          <Card
            key={tile.id}
            withBorder
            radius="lg"
            padding="xl"
            shadow={tile.isMostPopular ? 'md' : 'xs'}
            data-testid={`plan-tile-${tile.id}`}
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
              <Button
                component={Link}
                to="/signup"
                size="md"
                fullWidth
                variant={tile.isMostPopular ? 'filled' : 'outline'}
              >
                {BUTTON_LABELS[tile.id]}
              </Button>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
