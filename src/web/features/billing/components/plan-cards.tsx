import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { PlanId } from '../../../../core/billing';
import { PLAN_TILES } from '../../../../core/plans';

const PAID_TILES = PLAN_TILES.filter(
  (tile): tile is (typeof PLAN_TILES)[number] & { id: PlanId } => tile.id !== 'trial',
);

interface PlanCardsProps {
  onChoose: (plan: PlanId) => void;
  /** The plan whose checkout is starting (its button spins, the others wait). */
  pendingPlan: PlanId | null;
  isDisabled?: boolean;
}

/** Monthly and Annual, each with its Choose button (Checkout, or activation in test mode). */
export function PlanCards({ onChoose, pendingPlan, isDisabled = false }: PlanCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {PAID_TILES.map((tile) => (
        <Card
          key={tile.id}
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
            <Group justify="space-between" gap="xs">
              <Title order={2} fz="h3">
                {tile.name}
              </Title>
              {tile.isMostPopular && <Badge>MOST POPULAR</Badge>}
            </Group>
            <div>
              <Text component="p" m={0}>
                <Text span fz={36} fw={800} lh={1.1}>
                  {tile.price}
                </Text>{' '}
                <Text span c="dimmed">
                  {tile.period}
                </Text>
              </Text>
              <Text size="sm" c="dimmed" mt={6}>
                {tile.note}
              </Text>
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
              size="md"
              fullWidth
              variant={tile.isMostPopular ? 'filled' : 'outline'}
              loading={pendingPlan === tile.id}
              disabled={isDisabled || (pendingPlan !== null && pendingPlan !== tile.id)}
              onClick={() => onChoose(tile.id)}
            >
              {`Choose ${tile.name}`}
            </Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
