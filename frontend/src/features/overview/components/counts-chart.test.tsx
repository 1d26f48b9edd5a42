import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { CountsChart } from './counts-chart';

describe('CountsChart', () => {
  it('names each count with the service’s message rather than the code, and says it all in one label', () => {
    renderWithTheme(
      <CountsChart
        counts={[
          { label: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password', count: 3 },
          { label: 'EMAIL_NOT_VERIFIED', message: 'Email not verified', count: 1 },
        ]}
        emptyTitle="No refused sign-ins"
      />,
    );

    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.queryByText('INVALID_EMAIL_OR_PASSWORD')).toBeNull();
    expect(screen.getByRole('figure')).toHaveAccessibleName('Invalid email or password: 3, Email not verified: 1');
  });

  it('draws failures in red and the success label in teal, each with an icon too', () => {
    const { container } = renderWithTheme(
      <CountsChart
        counts={[
          { label: 'valid', count: 5 },
          { label: 'RATE_LIMITED', message: 'Rate limit exceeded.', count: 2 },
        ]}
        successLabel="valid"
        emptyTitle="No keys verified yet"
      />,
    );

    const bars = [...container.querySelectorAll('.mantine-Progress-section')].map((bar) => bar.getAttribute('style'));
    expect(bars[0]).toContain('teal-7');
    expect(bars[1]).toContain('red-7');
    expect(container.querySelectorAll('svg.tabler-icon-check, svg.tabler-icon-x')).toHaveLength(2);
  });

  it('shows the label itself when the service gives no message', () => {
    renderWithTheme(<CountsChart counts={[{ label: 'SOMETHING_NEW', count: 1 }]} emptyTitle="None" />);

    expect(screen.getByText('SOMETHING_NEW')).toBeInTheDocument();
  });
});
