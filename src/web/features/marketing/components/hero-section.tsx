import {
  Badge,
  Box,
  Button,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconLock, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PLAN_TILES } from '../../../../core/plans';
import { HeroBand } from './hero-band';

const TRIAL_NOTE = PLAN_TILES.find((tile) => tile.id === 'trial')?.note;

const SAMPLE_QUESTIONS = [
  {
    category: 'Art',
    question: 'Which artist painted The Starry Night?',
    answer: 'Vincent van Gogh',
  },
  { category: 'Science', question: 'What is the chemical symbol for gold?', answer: 'Au' },
  { category: 'History', question: 'In what year did the Berlin Wall fall?', answer: '1989' },
];

const SAMPLE_TEAMS = [
  { name: 'Quizteama Aguilera', score: 80 },
  { name: 'Les Quizérables', score: 70 },
];

/** A still of a host's screen mid-round: decoration for wide screens only. */
function SampleRound() {
  return (
    <Paper
      component="figure"
      m={0}
      withBorder
      radius="lg"
      shadow="lg"
      p="lg"
      aria-label="Example of a round as a host sees it"
    >
      <Group justify="space-between" mb="md">
        <Text fw={700}>Round 3 · Mixed</Text>
        <Badge color="teal.9" leftSection={<IconLock size={12} aria-hidden />}>
          Answers revealed
        </Badge>
      </Group>
      <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {SAMPLE_QUESTIONS.map((item, index) => (
          <Box component="li" key={item.question}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              {index + 1}. {item.category}
            </Text>
            <Text size="sm" fw={600}>
              {item.question}
            </Text>
            <Text size="sm" c="teal" fw={700}>
              {item.answer}
            </Text>
          </Box>
        ))}
      </Stack>
      <Text size="sm" c="dimmed" mt="sm">
        + 7 more questions in this round
      </Text>
      <Divider my="md" />
      <Stack gap={6}>
        {SAMPLE_TEAMS.map((team, index) => (
          <Group key={team.name} justify="space-between" wrap="nowrap">
            <Group gap={8} wrap="nowrap">
              {index === 0 && (
                <IconTrophy size={16} aria-hidden color="var(--mantine-color-yellow-8)" />
              )}
              <Text size="sm" fw={index === 0 ? 700 : 500}>
                {team.name}
              </Text>
            </Group>
            <Text size="sm" fw={700}>
              {team.score}
            </Text>
          </Group>
        ))}
      </Stack>
      <Text component="figcaption" size="xs" c="dimmed" mt="md">
        Answers appear when you press Start Round, and those questions are locked for you.
      </Text>
    </Paper>
  );
}

export function HeroSection() {
  return (
    <HeroBand headingId="hero-heading">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={56} style={{ alignItems: 'center' }}>
        <Stack gap="lg">
          <Text
            fw={700}
            tt="uppercase"
            size="sm"
            c="light-dark(var(--mantine-primary-color-8), var(--mantine-primary-color-3))"
          >
            For trivia hosts, DJs and pub-quiz organisers
          </Text>
          <Title order={1} id="hero-heading" fz={{ base: 34, sm: 42, md: 52 }} lh={1.1}>
            Run a packed trivia night without writing a single question
          </Title>
          <Text size="xl" c="dimmed" lh={1.5}>
            Pull ready-to-read rounds of 10 questions with answers, settle ties in seconds and keep
            every team's score on one screen. Trivia Host never gives you the same question twice,
            so your regulars keep coming back for more.
          </Text>
          <Group gap="sm">
            <Button component={Link} to="/login" size="lg" radius="md" variant="default">
              Sign In
            </Button>
            <Button component={Link} to="/signup" size="lg" radius="md">
              Subscribe Now
            </Button>
          </Group>
          <Group gap="md">
            {[TRIAL_NOTE, 'No credit card needed to start'].map((note) => (
              <Group key={note} gap={6} wrap="nowrap">
                <IconCheck size={18} stroke={2.5} aria-hidden color="var(--mantine-color-teal-8)" />
                <Text size="sm" fw={600}>
                  {note}
                </Text>
              </Group>
            ))}
          </Group>
        </Stack>
        <Box visibleFrom="md">
          <SampleRound />
        </Box>
      </SimpleGrid>
    </HeroBand>
  );
}
