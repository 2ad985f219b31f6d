import { notifications } from '@mantine/notifications';
import { errorMessageOf } from '../../lib/error-message';
import { notifyError } from '../../lib/notify';

/** A failed action: the spec's wording as the title, the server's reason underneath. */
export function notifyFailure(title: string, error: unknown) {
  const reason = errorMessageOf(error) ?? title;
  if (reason === title) notifyError(title);
  else notifyError(reason, { title });
}

/** Something worth a second look that did not stop the action (yellow). */
export function notifyCaution(message: string) {
  notifications.show({ color: 'yellow', message });
}

/** A neutral result, e.g. how many duplicate groups a scan found (blue). */
export function notifyInfo(message: string) {
  notifications.show({ color: 'blue', message });
}
