import { notifications } from '@mantine/notifications';

interface NotifyOptions {
  title?: string;
  /** A fixed id shows the toast once even when the same event fires twice. */
  id?: string;
}

export function notifySuccess(message: string, options: NotifyOptions = {}) {
  notifications.show({ color: 'green', message, ...options });
}

export function notifyError(message: string, options: NotifyOptions = {}) {
  notifications.show({ color: 'red', message, ...options });
}

export function notifyWarning(message: string, options: NotifyOptions = {}) {
  notifications.show({ color: 'orange', message, ...options });
}
