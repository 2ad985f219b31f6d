import { Box, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBeer,
  IconBulb,
  IconGavel,
  IconHeadphones,
  IconRepeatOff,
  IconScale,
  IconScoreboard,
  IconStopwatch,
  IconTrophy,
  IconUsersGroup,
  IconVolume,
} from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { PlanCards } from '../../components/plan-cards';
import { useSite } from '../../lib/site-query';
import { CategoryPreview } from './components/category-preview';
import { DemoVideoSection, toEmbeddableUrl } from './components/demo-video';
import { FaqAccordion } from './components/faq-accordion';
import { FeatureCard } from './components/feature-card';
import { HeroSection } from './components/hero-section';
import { MarketingSection } from './components/marketing-section';

const ICON_SIZE = 24;

interface Blurb {
  icon: ReactNode;
  title: string;
  text: string;
}

const AUDIENCE: Blurb[] = [
  {
    icon: <IconBeer size={ICON_SIZE} />,
    title: 'Bar and restaurant trivia hosts',
    text: 'Run your weekly quiz without losing your Sunday to writing questions. Turn up, pull a round and keep the tables full and the kitchen busy until last orders.',
  },
  {
    icon: <IconHeadphones size={ICON_SIZE} />,
    title: 'DJs and entertainers',
    text: 'Add trivia to your set list. A round is ready in seconds, so you can switch from music to questions and back again without losing the room.',
  },
  {
    icon: <IconUsersGroup size={ICON_SIZE} />,
    title: 'Pub-quiz organisers',
    text: 'Running a league, a charity fundraiser or a company quiz? Pick categories that suit your crowd, keep every team on one scoreboard and never worry about a repeat.',
  },
];

const HEADLINE_BENEFITS = [
  { value: '10,000+', label: 'trivia questions, each with its answer' },
  { value: 'Weekly', label: 'new questions added to the bank' },
  { value: 'Unlimited', label: 'rounds, every night you host' },
  { value: 'Commercial', label: 'usage rights included in every plan' },
];

const BENEFITS: Blurb[] = [
  {
    icon: <IconRepeatOff size={ICON_SIZE} />,
    title: 'Never repeats a question for you',
    text: 'Every round you start is locked to your account, so your regulars never hear the same question twice from you, week after week.',
  },
  {
    icon: <IconScale size={ICON_SIZE} />,
    title: 'Tie-breakers on tap',
    text: 'A dedicated pool of tie-breaker questions with their answers, ready the moment two teams finish level.',
  },
  {
    icon: <IconScoreboard size={ICON_SIZE} />,
    title: 'Team scoreboard',
    text: 'Add teams as they arrive and score with +10 and -10 buttons. Standings are always one tap away when the room asks who is winning.',
  },
];

const STEPS = [
  {
    title: 'Pick random or choose categories',
    text: 'Go fully random for a general-knowledge night, or tick the categories that suit your crowd.',
  },
  {
    title: 'Pull a round of 10',
    text: "You get 10 questions you haven't used before. Not keen on the mix? Try Again deals a different set.",
  },
  {
    title: 'Press Start Round',
    text: 'The answers are revealed for you, and the round is locked so you never repeat those questions.',
  },
  {
    title: 'Score your teams',
    text: 'Mark the answer sheets and tap +10 or -10 for each team on the scoreboard.',
  },
  {
    title: 'Settle any tie',
    text: 'Pull a tie-breaker, ask the tied teams, and the team with the most correct answers takes the night.',
  },
];

const TIPS: Blurb[] = [
  {
    icon: <IconVolume size={ICON_SIZE} />,
    title: 'Sound-check from the back',
    text: "Test the mic from the furthest table before doors open. If the corner can't hear question 3, they won't be back next week. Keep music low while you read and turn it up while teams write.",
  },
  {
    icon: <IconStopwatch size={ICON_SIZE} />,
    title: 'Read it twice, then start the clock',
    text: 'Read every question twice, slowly, and give each one the same time: 60 to 90 seconds suits most rooms. Call "last answers" before you collect the sheets.',
  },
  {
    icon: <IconGavel size={ICON_SIZE} />,
    title: 'Set the house rules up front',
    text: "Phones away, a maximum team size (six works well) and the host's answer is final. Say it before round one and most disputes never start.",
  },
  {
    icon: <IconBulb size={ICON_SIZE} />,
    title: 'Open each round with an easy one',
    text: 'An early point keeps newer teams playing. Mix the difficulty across the round and save the head-scratcher for question 10.',
  },
  {
    icon: <IconScoreboard size={ICON_SIZE} />,
    title: 'Read the scores between rounds',
    text: 'A close leaderboard is the best reason to stay for another drink. Read out the top three after each round, and give the last-placed team a cheer too.',
  },
  {
    icon: <IconTrophy size={ICON_SIZE} />,
    title: 'Give them a reason to come back',
    text: "Announce next week's prize or theme round before everyone leaves. A room full of regular teams is what turns a quiet weeknight into a busy one.",
  },
];

function HowItWorksSteps() {
  return (
    <SimpleGrid
      component="ol"
      cols={{ base: 1, sm: 2, lg: 5 }}
      spacing="lg"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {STEPS.map((step, index) => (
        <Box component="li" key={step.title}>
          <ThemeIcon size={40} radius="xl" aria-hidden>
            <Text fw={800} c="inherit">
              {index + 1}
            </Text>
          </ThemeIcon>
          <Title order={3} fz="lg" mt="sm" mb={6}>
            {step.title}
          </Title>
          <Text c="dimmed" size="sm" lh={1.6}>
            {step.text}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

function BlurbGrid({ blurbs, cols }: { blurbs: Blurb[]; cols: Record<string, number> }) {
  return (
    <SimpleGrid cols={cols} spacing="lg">
      {blurbs.map((blurb) => (
        <FeatureCard key={blurb.title} icon={blurb.icon} title={blurb.title}>
          {blurb.text}
        </FeatureCard>
      ))}
    </SimpleGrid>
  );
}

/** The public home page (spec section 2, Landing). Redirects for signed-in users live in the router. */
export function LandingPage() {
  const site = useSite();
  // Bands alternate plain and tinted; the demo band (tinted) is optional, so the bands after it
  // swap tints when it is left out.
  const hasDemoVideo = toEmbeddableUrl(site.data?.demoVideoUrl) !== null;
  return <LandingSections hasDemoVideo={hasDemoVideo} />;
}

/**
 * The bands, re-rendered only when their tints change: GET /api/site answering re-rendered
 * the whole page in one blocking task (a query's update is synchronous), 70 ms on
 * Lighthouse's mobile profile, though usually nothing on it changes.
 */
const LandingSections = memo(function LandingSections({ hasDemoVideo }: { hasDemoVideo: boolean }) {
  return (
    <>
      <HeroSection />

      <MarketingSection
        id="who-its-for"
        title="Made for the person holding the mic"
        subtitle="Whether you host one night a week or five venues a month, Trivia Host does the prep so you can work the room."
      >
        <BlurbGrid blurbs={AUDIENCE} cols={{ base: 1, md: 3 }} />
      </MarketingSection>

      <MarketingSection
        id="benefits"
        title="Everything you need for quiz night"
        subtitle="A curated question bank, tie-breakers and a scoreboard in one place, on your phone, tablet or laptop."
        isTinted
      >
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', md: 'lg' }} mb="lg">
          {HEADLINE_BENEFITS.map((benefit) => (
            <Paper key={benefit.value} withBorder radius="lg" p={{ base: 'md', md: 'lg' }}>
              <Text
                fz={{ base: 18, sm: 26, md: 30 }}
                fw={800}
                lh={1.2}
                c="light-dark(var(--mantine-primary-color-8), var(--mantine-primary-color-3))"
              >
                {benefit.value}
              </Text>
              <Text size="sm" mt={6} c="dimmed">
                {benefit.label}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <BlurbGrid blurbs={BENEFITS} cols={{ base: 1, md: 3 }} />
      </MarketingSection>

      <MarketingSection
        id="how-it-works"
        title="How it works"
        subtitle="From opening the app to crowning a winner, a round takes a few taps."
      >
        <HowItWorksSteps />
      </MarketingSection>

      <DemoVideoSection isTinted />

      <MarketingSection
        id="hosting-tips"
        title="Tips for a great trivia night"
        subtitle="Good questions are half the job. The rest is how you run the room. Here's what works for the hosts we know."
        isTinted={!hasDemoVideo}
      >
        <BlurbGrid blurbs={TIPS} cols={{ base: 1, sm: 2, md: 3 }} />
      </MarketingSection>

      <MarketingSection
        id="categories"
        title="Categories to choose from"
        subtitle="Build a themed round or mix it up. Here's a taste of what's in the bank."
        isTinted={hasDemoVideo}
      >
        <CategoryPreview />
      </MarketingSection>

      <MarketingSection id="faq" title="Frequently asked questions" isTinted={!hasDemoVideo}>
        <FaqAccordion />
      </MarketingSection>

      <MarketingSection
        id="plans"
        title="Pick your plan"
        subtitle="Every plan includes the full question bank, tie-breakers, the scoreboard and commercial usage rights."
        isTinted={hasDemoVideo}
      >
        <PlanCards headingOrder={3} />
      </MarketingSection>
    </>
  );
});
