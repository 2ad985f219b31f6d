import {
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Select,
  SimpleGrid,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { LoadErrorPanel } from './load-error-panel';

// The one way an admin list loads, fails, searches, counts and pages: every admin table and
// the review queue put these pieces around their ResponsiveTable or cards.

/** What AdminQuery reads of a TanStack Query result. */
interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

interface AdminQueryProps<T> {
  query: QueryState<T>;
  /** Shown while the first answer is on its way, e.g. 'Loading categories...'. */
  loadingText: string;
  /** The spec's wording for a failed load, e.g. 'Failed to load categories'. */
  errorTitle: string;
  /** Said under the error title when the server gave no reason. */
  errorFallback?: string;
  /** The list itself, once there is data. */
  children: (data: T) => ReactNode;
}

/**
 * A list's loading, error and loaded states. A failed refresh keeps the rows it had on screen
 * and shows the error with Retry above them.
 */
export function AdminQuery<T>({
  query,
  loadingText,
  errorTitle,
  errorFallback,
  children,
}: AdminQueryProps<T>) {
  const errorPanel = query.error ? (
    <LoadErrorPanel
      title={errorTitle}
      error={query.error}
      fallback={errorFallback}
      onRetry={() => void query.refetch()}
      isRetrying={query.isFetching}
    />
  ) : null;
  if (query.data === undefined) {
    return (
      errorPanel ?? (
        <Center py="xl" role="status">
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text>{loadingText}</Text>
          </Group>
        </Center>
      )
    );
  }
  return (
    <>
      {errorPanel}
      {children(query.data)}
    </>
  );
}

/** A list's count line ('Showing 1–20 of 45 users'), with a spinner while it refreshes. */
export function ListSummary({
  isFetching,
  children,
}: {
  isFetching: boolean;
  children: ReactNode;
}) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed" role="status">
        {children}
      </Text>
      {isFetching && <Loader size="xs" aria-label="Updating" />}
    </Group>
  );
}

/** 'Showing 21–40 of 45 questions', or '0 questions'. */
export function describePage(total: number, page: number, pageSize: number, noun: string) {
  if (total === 0) return `0 ${noun}`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `Showing ${first}–${last} of ${total.toLocaleString('en-US')} ${noun}`;
}

/** The search box's text as typed, and as sent: trimmed, once typing pauses. */
export function useSearchText() {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  return { text, setText, debounced };
}

interface SearchInputProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  maw?: number;
}

/** A list's search box. */
export function SearchInput({ label, placeholder, value, onChange, maw }: SearchInputProps) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      type="search"
      maw={maw}
    />
  );
}

/** A filter's value for "no filter". */
export const ALL = 'all';

interface FilterSelectProps {
  label: string;
  /** The first choice, which filters nothing, e.g. 'All statuses'. */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  /** Given for a long list (categories): it becomes searchable and says this on no match. */
  nothingFoundMessage?: string;
}

/** A list's filter: all, or one of the options. */
export function FilterSelect({
  label,
  allLabel,
  options,
  value,
  onChange,
  nothingFoundMessage,
}: FilterSelectProps) {
  return (
    <Select
      label={label}
      data={[{ value: ALL, label: allLabel }, ...options]}
      value={value}
      onChange={(next) => onChange(next ?? ALL)}
      allowDeselect={false}
      searchable={!!nothingFoundMessage}
      nothingFoundMessage={nothingFoundMessage}
    />
  );
}

/** A list's search box and filters, side by side from the `sm` breakpoint up. */
export function ListFilters({
  search,
  filters,
}: {
  search: SearchInputProps;
  filters: readonly FilterSelectProps[];
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: filters.length + 1 }} spacing="sm">
      <SearchInput {...search} />
      {filters.map((filter) => (
        <FilterSelect key={filter.label} {...filter} />
      ))}
    </SimpleGrid>
  );
}

/** The 'Add …' button at the top right of a list's screen. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onClick}>
      {label}
    </Button>
  );
}

/**
 * The page of a filtered list: a change of filters (any value that serialises differently)
 * starts again at page 1.
 */
export function useFilteredPage(filters: unknown): [number, (page: number) => void] {
  const filterKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  if (paging.filterKey !== filterKey) setPaging({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  return [page, (next) => setPaging({ filterKey, page: next })];
}

const CONTROL_LABELS: Record<string, string> = {
  previous: 'Previous page',
  next: 'Next page',
  first: 'First page',
  last: 'Last page',
};

interface PagerProps {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
}

/** Page buttons with names a screen reader can read; nothing when one page holds it all. */
export function Pager({ total, pageSize, page, onChange }: PagerProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) return null;
  return (
    <Center>
      <Pagination
        total={pageCount}
        value={Math.min(page, pageCount)}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] ?? control })}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
      />
    </Center>
  );
}
