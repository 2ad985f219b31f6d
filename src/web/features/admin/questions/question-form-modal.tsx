import { ADMIN_MESSAGES, type AdminQuestion } from '../../../../core/admin';
import { FormModal } from '../../../components/admin/form-modal';
import { fromStoredContent } from '../../../components/question-content';
import { notifySuccess } from '../../../lib/notify';
import { QuestionForm, type QuestionFormResult } from '../components/question-form';
import { notifyFailure } from '../feedback';
import { useCreateQuestion } from './api/create-question';
import { useUpdateQuestion } from './api/update-question';

interface QuestionFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The question to edit; absent to add a new one. */
  question?: AdminQuestion | null;
}

/** The pool's Add New Question and Edit Question dialogs (edit adds the status). */
export function QuestionFormModal({ opened, onClose, question }: QuestionFormModalProps) {
  const createQuestion = useCreateQuestion();
  const updateQuestion = useUpdateQuestion();

  function save(values: QuestionFormResult) {
    const fields = {
      ...values.content,
      categoryId: values.categoryId,
      difficulty: values.difficulty,
    };
    if (question) {
      updateQuestion.mutate(
        { id: question.id, values: { ...fields, status: values.status } },
        {
          onSuccess: () => {
            notifySuccess(ADMIN_MESSAGES.questionUpdated);
            onClose();
          },
          onError: (error) => notifyFailure('Failed to update question', error),
        },
      );
    } else {
      createQuestion.mutate(fields, {
        onSuccess: () => {
          notifySuccess(ADMIN_MESSAGES.questionAdded);
          onClose();
        },
        onError: (error) => notifyFailure('Failed to add question', error),
      });
    }
  }

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={question ? 'Edit Question' : 'Add New Question'}
      size="lg"
      formKey={question?.id ?? 'new'}
    >
      <QuestionForm
        initialValues={
          question
            ? {
                content: fromStoredContent(question),
                categoryId: question.category_id,
                difficulty: question.difficulty,
                status: question.status,
              }
            : undefined
        }
        categoryField="select"
        hasStatus={!!question}
        missingMessage={ADMIN_MESSAGES.questionRequired}
        submitLabel={question ? 'Save Changes' : 'Add Question'}
        onCancel={onClose}
        isSaving={createQuestion.isPending || updateQuestion.isPending}
        onSubmit={save}
      />
    </FormModal>
  );
}
