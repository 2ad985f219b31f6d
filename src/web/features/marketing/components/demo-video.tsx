import { AspectRatio, Box } from '@mantine/core';
import { useSite } from '../../../lib/site-query';
import { MarketingSection } from './marketing-section';

export function toEmbeddableUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    // Only web pages belong in the frame; a javascript: or data: URL never does.
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The demo video band; left out entirely when the server has no demo video configured. */
export function DemoVideoSection({ isTinted }: { isTinted?: boolean }) {
  const site = useSite();
  const videoUrl = toEmbeddableUrl(site.data?.demoVideoUrl);
  if (!videoUrl) return null;
  return (
    <MarketingSection
      id="demo"
      title="See a round in action"
      subtitle="Take a quick tour of Trivia Host before your next quiz night."
      isTinted={isTinted}
    >
      <Box maw={900}>
        <AspectRatio ratio={16 / 9}>
          <iframe
            src={videoUrl}
            title="Trivia Host demo video"
            loading="lazy"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            style={{
              border: 0,
              borderRadius: 'var(--mantine-radius-lg)',
              background: 'var(--mantine-color-dark-7)',
            }}
          />
        </AspectRatio>
      </Box>
    </MarketingSection>
  );
}
