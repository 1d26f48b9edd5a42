import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ApiError } from '../lib/api-error';
import { renderWithTheme } from '../test/render';
import { ErrorAlert } from './error-alert';

describe('ErrorAlert', () => {
  it('shows the whole of a long message that says what to do, such as an untrusted origin’s', () => {
    const message =
      'Invalid origin: http://localhost:5150 is not a trusted origin: open the dashboard at BASE_URL ' +
      '(http://127.0.0.1:5150) or add http://localhost:5150 to TRUSTED_ORIGINS (trusted: http://127.0.0.1:5150)';
    renderWithTheme(<ErrorAlert error={new ApiError('INVALID_ORIGIN', message, 403)} />);

    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });
});
