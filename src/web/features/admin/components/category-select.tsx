import { Select } from '@mantine/core';
import { useAdminCategories } from '../categories/api/get-admin-categories';

/** The Select's value for "no category": Select values must be strings. */
const UNCATEGORIZED = '__uncategorized__';

interface CategorySelectProps {
  /** A category id, or null for Uncategorized. */
  value: string | null;
  onChange: (categoryId: string | null) => void;
  label?: string;
  disabled?: boolean;
}

/** Uncategorized or one of the categories, by name. */
export function CategorySelect({
  value,
  onChange,
  label = 'Category',
  disabled,
}: CategorySelectProps) {
  const categories = useAdminCategories();
  const data = [
    { value: UNCATEGORIZED, label: 'Uncategorized' },
    ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
  ];
  return (
    <Select
      label={label}
      data={data}
      value={value ?? UNCATEGORIZED}
      onChange={(next) => onChange(!next || next === UNCATEGORIZED ? null : next)}
      allowDeselect={false}
      searchable
      nothingFoundMessage="No category with that name"
      disabled={disabled}
      placeholder={categories.isPending ? 'Loading categories...' : undefined}
      error={categories.isError ? 'Failed to load categories' : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
