import { Box, Container } from '@mantine/core';
import type { ReactNode } from 'react';

const GRADIENT =
  'linear-gradient(180deg, var(--mantine-primary-color-light) 0%, var(--mantine-color-body) 100%)';

/** The top band of a public page, fading from the brand tint: it holds the page's h1. */
export function HeroBand({ headingId, children }: { headingId: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      pt={{ base: 40, md: 80 }}
      pb={{ base: 32, md: 56 }}
      style={{ background: GRADIENT }}
    >
      <Container size="lg">{children}</Container>
    </Box>
  );
}
