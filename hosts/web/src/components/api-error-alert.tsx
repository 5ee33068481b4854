import { Alert } from '@mantine/core';
import { errorText } from '../api/error-text';

/** The API's `detail` for a failed call, announced to screen readers; nothing when there is no error. */
export function ApiErrorAlert({ error, title = 'That did not work' }: { error: unknown; title?: string }) {
  if (error === undefined || error === null) return null;
  return (
    <Alert color="red" title={title} role="alert" data-testid="api-error">
      {typeof error === 'string' ? error : errorText(error)}
    </Alert>
  );
}
