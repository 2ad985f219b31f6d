import { Badge, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { Category } from '../../../../core/categories';
import { AddButton, AdminQuery } from '../../../components/admin/admin-list';
import { AdminPage } from '../../../components/admin/admin-page';
import { confirmDanger } from '../../../components/admin/confirm-danger';
import { EditDeleteActions } from '../../../components/admin/edit-delete-actions';
import { useDialogItem } from '../../../components/admin/form-modal';
import { ResponsiveTable } from '../../../components/admin/responsive-table';
import { notifySuccess } from '../../../lib/notify';
import { notifyFailure } from '../feedback';
import { useDeleteCategory } from './api/delete-category';
import { useAdminCategories } from './api/get-admin-categories';
import { CategoryFormModal } from './category-form-modal';

/** Categories (/admin/categories): add, rename, describe and delete. */
export function CategoriesPage() {
  const categories = useAdminCategories();
  const deleteCategory = useDeleteCategory();
  const [isAddOpen, setIsAddOpen] = useState(false);
  const editing = useDialogItem<Category>();

  function confirmDelete(category: Category) {
    confirmDanger({
      title: 'Delete category',
      message: `Delete the category “${category.name}”? Its questions are not deleted: they move to Uncategorized. This action cannot be undone.`,
      confirmLabel: 'Delete',
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
      actions={<AddButton label="Add Category" onClick={() => setIsAddOpen(true)} />}
    >
      <AdminQuery
        query={categories}
        loadingText="Loading categories..."
        errorTitle="Failed to load categories"
      >
        {(items) => (
          <ResponsiveTable
            items={items}
            keyOf={(category) => category.id}
            label="Categories"
            minWidth={640}
            emptyText="No categories yet"
            columns={[
              {
                header: 'Name',
                cell: (category) => (
                  <Group gap={6} wrap="wrap">
                    <Text span fw={600} inherit>
                      {category.name}
                    </Text>
                    {category.is_disabled && (
                      <Badge color="red" variant="light" size="sm" tt="none">
                        Disabled
                      </Badge>
                    )}
                    {category.is_data_heavy && (
                      <Badge color="gray" variant="light" size="sm" tt="none">
                        Data-heavy
                      </Badge>
                    )}
                  </Group>
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
                onEdit={() => editing.open(category)}
                onDelete={() => confirmDelete(category)}
              />
            )}
          />
        )}
      </AdminQuery>
      <Text size="xs" c="dimmed">
        Question Count is the number of approved questions in each category. A disabled category
        keeps its questions, but none of them is drawn into a round.
      </Text>

      <CategoryFormModal opened={isAddOpen} onClose={() => setIsAddOpen(false)} />
      <CategoryFormModal opened={editing.isOpen} onClose={editing.close} category={editing.item} />
    </AdminPage>
  );
}
