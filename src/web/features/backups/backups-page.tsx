import { Badge, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconDatabaseExport } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { BACKUP_MESSAGES, type BackupLogEntry, type BackupStatus } from '../../../core/backups';
import { AdminQuery } from '../../components/admin/admin-list';
import { AdminPage } from '../../components/admin/admin-page';
import { ResponsiveTable } from '../../components/admin/responsive-table';
import { isApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/dates';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCreateBackup } from './api/create-backup';
import { backupLogKey, useBackupLog } from './api/get-backup-log';

/** The log is read again this long after a manual backup (spec admin 2, 9). */
const REFETCH_AFTER_BACKUP_MS = 2000;

const STATUS_COLORS: Record<BackupStatus, string> = {
  started: 'yellow',
  completed: 'green',
  failed: 'red',
};

const STATUS_LABELS: Record<BackupStatus, string> = {
  started: 'Started',
  completed: 'Completed',
  failed: 'Failed',
};

function FileCell({ entry }: { entry: BackupLogEntry }) {
  return (
    <>
      {entry.fileName ? (
        <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {entry.fileName}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          —
        </Text>
      )}
      {entry.error && (
        <Text size="sm" c="red" lineClamp={3}>
          {entry.error}
        </Text>
      )}
    </>
  );
}

function BackupLogTable() {
  const log = useBackupLog();
  return (
    <AdminQuery
      query={log}
      loadingText="Loading backups..."
      errorTitle="Failed to load data"
      errorFallback="Please try again."
    >
      {(entries) => (
        <ResponsiveTable
          items={entries}
          keyOf={(entry) => entry.id}
          label="Latest backups"
          minWidth={480}
          emptyText="No backups yet. Create one now, or wait for the daily backup."
          striped={false}
          highlightOnHover={false}
          columns={[
            {
              header: 'Status',
              cell: (entry) => (
                <Badge color={STATUS_COLORS[entry.status]} variant="light">
                  {STATUS_LABELS[entry.status]}
                </Badge>
              ),
            },
            { header: 'Date', cell: (entry) => formatDateTime(entry.backupDate) },
            { header: 'File', cell: (entry) => <FileCell entry={entry} /> },
          ]}
        />
      )}
    </AdminQuery>
  );
}

/** Backups (/admin/backups): the latest backups and a manual backup. */
export function BackupsPage() {
  const queryClient = useQueryClient();
  const createBackup = useCreateBackup();
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(refetchTimer.current), []);

  function startBackup() {
    createBackup.mutate(undefined, {
      onSuccess: (run) => {
        if (run.status === 'completed') {
          notifySuccess(run.fileName ?? '', { title: BACKUP_MESSAGES.created });
        } else {
          notifyError(run.error ?? BACKUP_MESSAGES.failed, { title: BACKUP_MESSAGES.failed });
        }
      },
      onError: (error) => {
        // Status 0: the request never reached the server.
        if (isApiError(error) && error.status !== 0) {
          notifyError(error.message, { title: BACKUP_MESSAGES.manualFailed });
        } else {
          notifyError(BACKUP_MESSAGES.triggerFailed);
        }
      },
      onSettled: () => {
        clearTimeout(refetchTimer.current);
        refetchTimer.current = setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: backupLogKey });
        }, REFETCH_AFTER_BACKUP_MS);
      },
    });
  }

  return (
    <AdminPage
      title="Backups"
      description="A full copy of the database, kept on the server. One runs every day at 03:30 UTC."
      size="lg"
      actions={
        <Button
          onClick={startBackup}
          loading={createBackup.isPending}
          leftSection={<IconDatabaseExport size={18} aria-hidden />}
        >
          Create Backup
        </Button>
      }
    >
      <Card withBorder padding="lg" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h3">
            Backup Status
          </Title>
          <BackupLogTable />
        </Stack>
      </Card>
    </AdminPage>
  );
}
