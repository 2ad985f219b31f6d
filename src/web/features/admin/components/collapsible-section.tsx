import { Collapse, Group, Paper, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';

interface CollapsibleSectionProps {
  title: string;
  children: ReactNode;
  isInitiallyExpanded?: boolean;
}

/** A titled section whose heading button shows or hides its content. */
export function CollapsibleSection({
  title,
  children,
  isInitiallyExpanded = false,
}: CollapsibleSectionProps) {
  const [isExpanded, setIsExpanded] = useState(isInitiallyExpanded);
  const contentId = useId();
  return (
    <Paper withBorder p="md" component="section">
      <Title order={2} size="h3">
        <UnstyledButton
          onClick={() => setIsExpanded((expanded) => !expanded)}
          aria-expanded={isExpanded}
          aria-controls={contentId}
          w="100%"
          style={{ font: 'inherit' }}
        >
          <Group justify="space-between" wrap="nowrap">
            <span>{title}</span>
            <IconChevronDown
              size={20}
              aria-hidden
              style={{
                transform: isExpanded ? 'rotate(180deg)' : undefined,
                transition: 'transform 150ms ease',
              }}
            />
          </Group>
        </UnstyledButton>
      </Title>
      <Collapse expanded={isExpanded} id={contentId}>
        <div style={{ paddingTop: 'var(--mantine-spacing-md)' }}>{children}</div>
      </Collapse>
    </Paper>
  );
}
