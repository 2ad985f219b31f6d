import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

// The spec's footer links are placeholders: these pages give them somewhere to land.
// The operator of a Trivia Host site replaces the text with their own.

interface InfoPageProps {
  title: string;
  children: string;
}

function InfoPage({ title, children }: InfoPageProps) {
  return (
    <Container size="sm" py={48}>
      <title>{`${title} · Trivia Host`}</title>
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text>{children}</Text>
        <Anchor component={Link} to="/">
          Back to home
        </Anchor>
      </Stack>
    </Container>
  );
}

export function TermsPage() {
  return (
    <InfoPage title="Terms of Service">
      The terms of service of this Trivia Host site are published here by its operator.
    </InfoPage>
  );
}

export function PrivacyPage() {
  return (
    <InfoPage title="Privacy Policy">
      The privacy policy of this Trivia Host site is published here by its operator.
    </InfoPage>
  );
}

export function ContactPage() {
  return (
    <InfoPage title="Contact">
      Questions about your account or your subscription? The operator of this Trivia Host site
      publishes how to reach them here.
    </InfoPage>
  );
}
