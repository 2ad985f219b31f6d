import { Button, Center, Group, Loader, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { Category } from '../../../../core/categories';
import { notifySuccess } from '../../../lib/notify';
import { AdminPage } from '../components/admin-page';
import { LoadErrorPanel } from '../components/load-error-panel';
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
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Question Count</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {categories.data.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={4}>
                    <Text ta="center" c="dimmed" py="lg">
                      No categories yet
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                categories.data.map((category) => (
                  <Table.Tr key={category.id}>
                    <Table.Td fw={600}>{category.name}</Table.Td>
                    <Table.Td>
                      {category.description || (
                        <Text span c="dimmed" size="sm">
                          No description
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{category.question_count.toLocaleString()}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconPencil size={14} aria-hidden />}
                          aria-label={`Edit ${category.name}`}
                          onClick={() => {
                            setEditing(category);
                            setIsEditOpen(true);
                          }}
                        >
                          Edit
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          leftSection={<IconTrash size={14} aria-hidden />}
                          aria-label={`Delete ${category.name}`}
                          loading={
                            deleteCategory.isPending && deleteCategory.variables === category.id
                          }
                          onClick={() => confirmDelete(category)}
                        >
                          Delete
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
