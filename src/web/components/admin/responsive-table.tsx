import { Box, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** Below Mantine's `sm` breakpoint (48em): a phone held upright. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** Whether the screen is phone-narrow; read at the first render, so a table never flashes. */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
}

export interface TableColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  /** The column's width in the table, e.g. '40%'. */
  width?: string | number;
  /** Keeps a short value (a date, an amount) on one line in the table. */
  isNoWrap?: boolean;
}

interface ResponsiveTableProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  /** The first column is each card's title on a phone; the others follow, labelled. */
  columns: readonly TableColumn<T>[];
  /** The Actions column; at the foot of each card on a phone. */
  actions?: (item: T) => ReactNode;
  /**
   * A narrow cell before the first column (a selection checkbox); beside the title on a
   * phone. Kept out of the first column so that column's text stays the cell's whole name.
   */
  lead?: { header: ReactNode; cell: (item: T) => ReactNode };
  /** Shown instead of rows when there are none. */
  emptyText: ReactNode;
  /** Below this width the table scrolls inside its box (never on a phone: cards there). */
  minWidth: number;
  /** Names the table and the list of cards for assistive technology. */
  label?: string;
  caption?: ReactNode;
  striped?: boolean;
  highlightOnHover?: boolean;
}

/**
 * An admin table that fits a phone: the table from the `sm` breakpoint up, and below it one
 * card per row with every column's value and every action, so nothing scrolls sideways.
 */
export function ResponsiveTable<T>({
  items,
  keyOf,
  columns,
  actions,
  lead,
  emptyText,
  minWidth,
  label,
  caption,
  striped = true,
  highlightOnHover = true,
}: ResponsiveTableProps<T>) {
  const isPhone = useIsPhone();
  if (isPhone) {
    const [title, ...rest] = columns;
    return (
      <Stack gap="sm">
        {caption && (
          <Text size="sm" c="dimmed">
            {caption}
          </Text>
        )}
        {items.length === 0 ? (
          <Text ta="center" c="dimmed" py="lg">
            {emptyText}
          </Text>
        ) : (
          <Stack
            gap="sm"
            component="ul"
            aria-label={label}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {items.map((item) => (
              <Paper key={keyOf(item)} component="li" withBorder p="sm">
                <Stack gap={6}>
                  {lead ? (
                    <Group gap="xs" wrap="nowrap" align="flex-start">
                      <Box pt={2}>{lead.cell(item)}</Box>
                      <Box fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
                        {title.cell(item)}
                      </Box>
                    </Group>
                  ) : (
                    <Box fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {title.cell(item)}
                    </Box>
                  )}
                  {rest.map((column) => (
                    <Group key={column.header} gap={6} wrap="wrap" align="center">
                      <Text span size="sm" c="dimmed">
                        {column.header}:
                      </Text>
                      <Box fz="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
                        {column.cell(item)}
                      </Box>
                    </Group>
                  ))}
                  {actions && <Box pt={4}>{actions(item)}</Box>}
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    );
  }
  const columnCount = columns.length + (actions ? 1 : 0) + (lead ? 1 : 0);
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table
        striped={striped}
        highlightOnHover={highlightOnHover}
        verticalSpacing="sm"
        aria-label={label}
      >
        {caption && <Table.Caption>{caption}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            {lead && <Table.Th w={40}>{lead.header}</Table.Th>}
            {columns.map((column) => (
              <Table.Th key={column.header} w={column.width}>
                {column.header}
              </Table.Th>
            ))}
            {actions && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columnCount}>
                <Text ta="center" c="dimmed" py="lg">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            items.map((item) => (
              <Table.Tr key={keyOf(item)}>
                {lead && <Table.Td>{lead.cell(item)}</Table.Td>}
                {columns.map((column) => (
                  <Table.Td
                    key={column.header}
                    style={column.isNoWrap ? { whiteSpace: 'nowrap' } : undefined}
                  >
                    {column.cell(item)}
                  </Table.Td>
                ))}
                {actions && <Table.Td>{actions(item)}</Table.Td>}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
