import { Center, Loader, Stack, Text } from '@mantine/core';

interface PageLoaderProps {
  /** Shown under the spinner, and read by screen readers. */
  label?: string;
}

/** The centred spinner shown while auth or a page loads. */
export function PageLoader({ label = 'Loading...' }: PageLoaderProps) {
  return (
    <Center mih="50vh" p="xl">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader size="lg" aria-hidden />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}
