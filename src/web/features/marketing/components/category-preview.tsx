import { Alert, Paper, SimpleGrid, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconCategory } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { useCategories } from '../../../lib/categories-query';

// Spec section 9: the landing page shows the first 12 categories.
const CATEGORIES_SHOWN = 12;
const SKELETON_KEYS = Array.from({ length: CATEGORIES_SHOWN }, (_, index) => `skeleton-${index}`);

const GRID_COLS = { base: 2, sm: 3, md: 4 };

export function CategoryPreview() {
  const categories = useCategories();
  // The grid renders from the deferred answer: in slices that yield to the browser, not in
  // the query's synchronous update (one blocking task of 100 ms on Lighthouse's mobile profile).
  const data = useDeferredValue(categories.data);

  if (categories.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        Failed to load categories. Please try again later.
      </Alert>
    );
  }

  if (!data) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">Loading categories</VisuallyHidden>
        <SimpleGrid cols={GRID_COLS} spacing="sm" data-testid="category-skeletons">
          {SKELETON_KEYS.map((key) => (
            <Skeleton key={key} height={52} radius="md" />
          ))}
        </SimpleGrid>
      </div>
    );
  }

  const shown = data.slice(0, CATEGORIES_SHOWN);
  const moreCount = data.length - shown.length;
  return (
    <>
      <SimpleGrid
        component="ul"
        cols={GRID_COLS}
        spacing="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {shown.map((category) => (
          <Paper
            component="li"
            key={category.id}
            withBorder
            radius="md"
            px="md"
            py="sm"
            mih={52}
            style={{ display: 'flex', alignItems: 'center', gap: 10 }}
          >
            <IconCategory
              size={20}
              aria-hidden
              color="var(--mantine-primary-color-filled)"
              style={{ flexShrink: 0 }}
            />
            <Text fw={600} size="sm" lh={1.3}>
              {category.name}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {moreCount > 0 && (
        <Text mt="md" c="dimmed">
          …and {moreCount} more {moreCount === 1 ? 'category' : 'categories'} waiting inside.
        </Text>
      )}
    </>
  );
}
