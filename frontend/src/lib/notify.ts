import { notifications } from '@mantine/notifications';
import { errorMessage } from './api-error';

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

export function notifyError(error: unknown): void {
  notifications.show({ color: 'red', title: 'Not done', message: errorMessage(error) });
}
