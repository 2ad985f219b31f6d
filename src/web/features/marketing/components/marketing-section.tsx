import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

const TINTED_BACKGROUND = 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))';

interface MarketingSectionProps {
  id: string;
  title: string;
  subtitle?: string;
  isTinted?: boolean;
  isCentered?: boolean;
  children: ReactNode;
}

/** A landing or pricing page band: an h2 with an optional intro, then its content. */
export function MarketingSection({
  id,
  title,
  subtitle,
  isTinted,
  isCentered,
  children,
}: MarketingSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      py={{ base: 48, md: 80 }}
      bg={isTinted ? TINTED_BACKGROUND : undefined}
    >
      <Container size="lg">
        <Stack
          gap={6}
          mb={{ base: 'xl', md: 40 }}
          maw={720}
          mx={isCentered ? 'auto' : undefined}
          ta={isCentered ? 'center' : undefined}
        >
          <Title order={2} id={headingId} fz={{ base: 26, md: 34 }}>
            {title}
          </Title>
          {subtitle && (
            <Text size="lg" c="dimmed">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
