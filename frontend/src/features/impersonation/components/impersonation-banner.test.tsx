import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { ImpersonationBanner } from './impersonation-banner';

describe('ImpersonationBanner', () => {
  it('names the impersonated user and stops on request', async () => {
    const onStop = vi.fn();
    renderWithTheme(<ImpersonationBanner name="Grace" email="grace@example.com" onStop={onStop} isStopping={false} />);

    expect(screen.getByRole('region', { name: 'Impersonation' })).toHaveTextContent(
      'You are impersonating Grace (grace@example.com)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Stop impersonating' }));

    expect(onStop).toHaveBeenCalledOnce();
  });
});
