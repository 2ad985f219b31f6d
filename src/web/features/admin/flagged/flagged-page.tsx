import { Stack, Text } from '@mantine/core';
import { ADMIN_MESSAGES } from '../../../../core/admin';
import { FLAG_REASON_LABELS, type FlagReason } from '../../../../core/game';
import { formatDate } from '../../../lib/dates';
import { ReviewQueue } from '../components/review-queue';
import { capitalize } from '../options';
import { useApproveEditedFlag } from './api/approve-edited-flag';
import { type PendingFlag, useFlags } from './api/get-flags';
import { useKeepFlag, useRemoveFlag } from './api/resolve-flag';

function reasonLabel(reason: string): string {
  return FLAG_REASON_LABELS[reason as FlagReason] ?? capitalize(reason.replaceAll('_', ' '));
}

/** Flagged Questions (/admin/flagged): questions hosts reported, waiting for review. */
export function FlaggedPage() {
  return (
    <ReviewQueue
      title="Flagged Questions"
      description="Questions hosts reported. Keep approves the question, Remove takes it out of the pool, Edit fixes and approves it."
      noun="flag"
      listName="flagged questions"
      emptyText={ADMIN_MESSAGES.noFlags}
      editTitle="Edit Flagged Question"
      failureTitles={{
        keep: 'Failed to update flag status',
        remove: 'Failed to update flag status',
        edit: 'Failed to save edited question',
      }}
      items={useFlags()}
      keep={useKeepFlag()}
      remove={useRemoveFlag()}
      approveEdited={useApproveEditedFlag()}
      contentOf={(flag: PendingFlag) => {
        const { question } = flag;
        return {
          question: question && {
            ...question,
            pictureUrl: question.picture_url,
            categoryId: question.category_id,
            categoryName: question.category_name,
            difficulty: question.difficulty,
          },
          fallbackSubject: `flag of ${formatDate(flag.created_at)}`,
          reason: reasonLabel(flag.reason),
          byLine: `Flagged by ${flag.flagged_by_email ?? 'a deleted user'} on ${formatDate(flag.created_at)}`,
          note: flag.note,
          // As the Question Pool's Remove: asked first. A flag whose question is gone only closes.
          removeConfirmation: question && {
            title: 'Remove flagged question',
            message: (
              <Stack gap="xs">
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {question.question_text}
                </Text>
                <Text size="sm">{ADMIN_MESSAGES.flagRemoveConfirm}</Text>
              </Stack>
            ),
          },
        };
      }}
    />
  );
}
