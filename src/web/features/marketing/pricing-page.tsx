import { Box, Button, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PlanCards } from '../../components/plan-cards';
import { useMe } from '../../lib/auth/get-me';
import { FaqAccordion } from './components/faq-accordion';
import { HeroBand } from './components/hero-band';
import { MarketingSection } from './components/marketing-section';

function PricingCallToAction() {
  const me = useMe();

  if (me.isPending) {
    return <Skeleton height={50} width={260} radius="md" mx="auto" />;
  }

  // A failed profile load is treated as signed out: the trial button is the safe offer.
  if (me.data) {
    return (
      <Button component={Link} to="/dashboard" size="lg" radius="md">
        Go to Dashboard
      </Button>
    );
  }

  return (
    <Stack gap="xs" align="center">
      <Button component={Link} to="/signup" size="lg" radius="md">
        Start Your Free Trial
      </Button>
      <Text size="sm" c="dimmed">
        Cancel anytime • 7-day money back guarantee
      </Text>
    </Stack>
  );
}

/** Public pricing page (spec section 2, Pricing page). */
export function PricingPage() {
  return (
    <>
      <HeroBand headingId="pricing-heading">
        <Stack gap="sm" align="center" ta="center" mb={{ base: 32, md: 48 }}>
          <Title order={1} id="pricing-heading" fz={{ base: 32, md: 46 }} lh={1.15}>
            Simple, Transparent Pricing
          </Title>
          <Text size="lg" c="dimmed" maw={640}>
            One price for the whole question bank, unlimited rounds, tie-breakers and the team
            scoreboard. Try it free for 7 days, then stay monthly or save with a year.
          </Text>
        </Stack>
        <PlanCards headingOrder={2} />
      </HeroBand>

      <MarketingSection id="pricing-faq" title="Frequently asked questions" isTinted isCentered>
        <FaqAccordion
          itemIds={['trial', 'cancel', 'money-back', 'plans', 'commercial-use']}
          isCentered
        />
      </MarketingSection>

      <Box component="section" aria-labelledby="pricing-cta-heading" py={{ base: 48, md: 80 }}>
        <Container size="sm">
          <Paper withBorder radius="lg" p={{ base: 'xl', md: 48 }} ta="center" shadow="sm">
            <Title order={2} id="pricing-cta-heading" fz={{ base: 24, md: 30 }} mb="xs">
              Your next trivia night starts here
            </Title>
            <Text c="dimmed" mb="xl">
              Fresh rounds, fair tie-breakers and a scoreboard the whole room can follow.
            </Text>
            <PricingCallToAction />
          </Paper>
        </Container>
      </Box>
    </>
  );
}
