import { ADMIN_MESSAGES } from '../../../../core/admin';
import { formatDate } from '../../../lib/dates';
import { ReviewQueue } from '../components/review-queue';
import { useApproveEditedSubmission } from './api/approve-edited-submission';
import { type PendingSubmission, useSubmissions } from './api/get-submissions';
import { useKeepSubmission } from './api/keep-submission';
import { useRemoveSubmission } from './api/remove-submission';

/** Question Submissions (/admin/submissions): hosts' questions waiting for review. */
export function SubmissionsPage() {
  return (
    <ReviewQueue
      title="Question Submissions"
      description="Questions hosts submitted. Keep adds one to the pool as it is; Edit lets you fix it first."
      noun="submission"
      listName="submissions"
      emptyText={ADMIN_MESSAGES.noSubmissions}
      editTitle="Edit Submission"
      failureTitles={{
        keep: 'Failed to approve submission',
        remove: 'Failed to reject submission',
        edit: 'Failed to edit submission',
      }}
      items={useSubmissions()}
      keep={useKeepSubmission()}
      remove={useRemoveSubmission()}
      approveEdited={useApproveEditedSubmission()}
      contentOf={(submission: PendingSubmission) => ({
        question: {
          ...submission,
          pictureUrl: submission.picture_url,
          categoryId: submission.category?.id ?? null,
          categoryName: submission.category?.name ?? null,
          difficulty: submission.difficulty,
        },
        byLine: `Submitted by ${submission.submitter_email ?? 'a deleted user'} on ${formatDate(submission.created_at)}`,
        removeConfirmation: null,
      })}
    />
  );
}
