import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
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
        {/* Further lines (such as the question bank's data credits) go in this stack. */}
        <Stack gap={6} align="center">
          <Group component="nav" aria-label="Footer" gap="lg" justify="center">
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm">
                {link.label}
              </Anchor>
            ))}
          </Group>
          <Text size="sm" c="dimmed" ta="center">
            © {year} Trivia Host. All rights reserved.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
