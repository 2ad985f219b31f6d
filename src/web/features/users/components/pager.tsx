import { Center, Pagination } from '@mantine/core';

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
