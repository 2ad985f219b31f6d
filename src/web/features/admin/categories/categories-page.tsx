import { Button, Center, Group, Loader, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { Category } from '../../../../core/categories';
import { AdminPage } from '../../../components/admin/admin-page';
import { EditDeleteActions } from '../../../components/admin/edit-delete-actions';
import { LoadErrorPanel } from '../../../components/admin/load-error-panel';
import { ResponsiveTable } from '../../../components/admin/responsive-table';
import { notifySuccess } from '../../../lib/notify';
import { notifyFailure } from '../feedback';
import { errorMessageOf } from '../format';
import { useDeleteCategory } from './api/delete-category';
import { useAdminCategories } from './api/get-admin-categories';
import { CategoryFormModal } from './category-form-modal';

/** Categories (/admin/categories): add, rename, describe and delete. */
export function CategoriesPage() {
  const categories = useAdminCategories();
  const deleteCategory = useDeleteCategory();
  const [isAddOpen, setIsAddOpen] = useState(false);
  // The edited category outlives the dialog's closing animation.
  const [editing, setEditing] = useState<Category | null>(null);
  const [isEditOpen, setIsEditOpen] = useState(false);

  function confirmDelete(category: Category) {
    modals.openConfirmModal({
      title: 'Delete category',
      children: (
        <Text size="sm">
          Delete the category “{category.name}”? Its questions are not deleted: they move to
          Uncategorized. This action cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteCategory.mutate(category.id, {
          onSuccess: ({ message }) => notifySuccess(message),
          onError: (error) => notifyFailure('Failed to delete category', error),
        }),
    });
  }

  return (
    <AdminPage
      title="Categories"
      description="The categories hosts choose from when they set up a round."
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsAddOpen(true)}>
          Add Category
        </Button>
      }
    >
      {categories.isError ? (
        <LoadErrorPanel
          title="Failed to load categories"
          message={errorMessageOf(categories.error, '')}
          onRetry={() => void categories.refetch()}
          isRetrying={categories.isFetching}
        />
      ) : categories.isPending ? (
        <Center py="xl" role="status">
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text>Loading categories...</Text>
          </Group>
        </Center>
      ) : (
        <ResponsiveTable
          items={categories.data}
          keyOf={(category) => category.id}
          label="Categories"
          minWidth={640}
          emptyText="No categories yet"
          columns={[
            {
              header: 'Name',
              cell: (category) => (
                <Text span fw={600} inherit>
                  {category.name}
                </Text>
              ),
            },
            {
              header: 'Description',
              cell: (category) =>
                category.description || (
                  <Text span c="dimmed" size="sm">
                    No description
                  </Text>
                ),
            },
            {
              header: 'Question Count',
              cell: (category) => category.question_count.toLocaleString(),
            },
          ]}
          actions={(category) => (
            <EditDeleteActions
              subject={category.name}
              separator=" "
              isDeleting={deleteCategory.isPending && deleteCategory.variables === category.id}
              onEdit={() => {
                setEditing(category);
                setIsEditOpen(true);
              }}
              onDelete={() => confirmDelete(category)}
            />
          )}
        />
      )}
      <Text size="xs" c="dimmed">
        Question Count is the number of approved questions in each category.
      </Text>

      <CategoryFormModal opened={isAddOpen} onClose={() => setIsAddOpen(false)} />
      <CategoryFormModal
        opened={isEditOpen}
        onClose={() => setIsEditOpen(false)}
        category={editing}
      />
    </AdminPage>
  );
}
