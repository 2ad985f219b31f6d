import { Image } from '@mantine/core';

interface QuestionPictureProps {
  url: string;
  /** The picture's height on a laptop; a phone scales it down to fit. */
  maxHeight?: number;
}

/**
 * A picture question's picture (a flag the product ships, or one an admin uploaded). The alt
 * text never names what it shows: that would read the answer out to a screen reader.
 */
export function QuestionPicture({ url, maxHeight = 260 }: QuestionPictureProps) {
  return (
    <Image
      src={url}
      alt="The picture for this question"
      fit="contain"
      mah={maxHeight}
      w="auto"
      maw="100%"
      radius="sm"
      style={{ alignSelf: 'flex-start', border: '1px solid var(--mantine-color-default-border)' }}
    />
  );
}
