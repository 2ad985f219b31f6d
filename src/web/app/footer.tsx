import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DATA_CREDITS } from '../../core/data-credits';
import classes from './shell.module.css';

// Spec: placeholder Terms, Privacy and Contact links. They lead to the small pages in
// info-pages.tsx, whose text the site's operator replaces with their own.
const FOOTER_LINKS = [
  { label: 'Terms', to: '/terms' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Contact', to: '/contact' },
];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" className={classes.footer} py="lg">
      <Container size="xl">
        <Stack gap={6} align="center">
          <Group component="nav" aria-label="Footer" gap="lg" justify="center">
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm">
                {link.label}
              </Anchor>
            ))}
          </Group>
          {/* The year of a page rendered at build time may be last year's until hydration. */}
          <Text size="sm" c="dimmed" ta="center" suppressHydrationWarning>
            © {year} Trivia Host. All rights reserved.
          </Text>
          {/* The bank's open data: ODbL and CC BY ask for this attribution. */}
          <Text size="xs" c="dimmed" ta="center" maw={900}>
            Question bank facts from{' '}
            {DATA_CREDITS.map((credit, i) => (
              <span key={credit.url}>
                {i > 0 && '; '}
                <Anchor href={credit.url} size="xs" c="dimmed" underline="always" rel="noopener">
                  {credit.name}
                </Anchor>{' '}
                ({credit.licence})
              </span>
            ))}
            . Every question is written by Trivia Host.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
