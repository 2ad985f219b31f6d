import { Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ADMIN_MESSAGES } from '../../../../core/admin';
import type { Category } from '../../../../core/categories';
import { FormActions, FormModal } from '../../../components/admin/form-modal';
import { isApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { notifyFailure } from '../feedback';
import { useCreateCategory } from './api/create-category';
import { useUpdateCategory } from './api/update-category';

interface CategoryFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The category to edit; absent to add one. */
  category?: Category | null;
}

/** The Add Category and Edit Category dialogs. */
export function CategoryFormModal({ opened, onClose, category }: CategoryFormModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={category ? 'Edit Category' : 'Add Category'}
      formKey={category?.id ?? 'new'}
    >
      <CategoryForm category={category ?? null} onDone={onClose} />
    </FormModal>
  );
}

interface FormValues {
  name: string;
  description: string;
  isDisabled: boolean;
  isDataHeavy: boolean;
}

function CategoryForm({ category, onDone }: { category: Category | null; onDone: () => void }) {
  const createCategory = useCreateCategory();
  const updateCategory = useUpdateCategory();
  const form = useForm<FormValues>({
    initialValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      isDisabled: category?.is_disabled ?? false,
      isDataHeavy: category?.is_data_heavy ?? false,
    },
  });
  const isSaving = createCategory.isPending || updateCategory.isPending;

  function handleError(title: string, error: unknown) {
    // A name in use (409) belongs next to the name field as well.
    if (isApiError(error) && error.status === 409) form.setFieldError('name', error.message);
    notifyFailure(title, error);
  }

  function handleSubmit(values: FormValues) {
    const name = values.name.trim();
    if (!name) {
      form.setFieldError('name', ADMIN_MESSAGES.categoryNameRequired);
      return;
    }
    // An empty description is sent as absent (spec 5).
    const description = values.description.trim() || undefined;
    const { isDisabled, isDataHeavy } = values;
    if (category) {
      updateCategory.mutate(
        { id: category.id, values: { name, description, isDisabled, isDataHeavy } },
        {
          onSuccess: () => {
            notifySuccess(ADMIN_MESSAGES.categoryUpdated);
            onDone();
          },
          onError: (error) => handleError('Failed to update category', error),
        },
      );
    } else {
      createCategory.mutate(
        { name, description, isDisabled, isDataHeavy },
        {
          onSuccess: () => {
            notifySuccess(ADMIN_MESSAGES.categoryAdded);
            onDone();
          },
          onError: (error) => handleError('Failed to add category', error),
        },
      );
    }
  }

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="md">
        <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
        <Textarea
          label="Description"
          description="Optional"
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('description')}
        />
        <Switch
          label="Disabled"
          description="Its questions leave rounds; the category and its questions stay."
          {...form.getInputProps('isDisabled', { type: 'checkbox' })}
        />
        <Switch
          label="Data-heavy"
          description="Generated from data tables: at most a third of a mixed round, unless a host picks it."
          {...form.getInputProps('isDataHeavy', { type: 'checkbox' })}
        />
        <FormActions
          submitLabel={category ? 'Save Changes' : 'Add Category'}
          isSaving={isSaving}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
