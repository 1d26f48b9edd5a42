import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { UserText } from './user-text';

const LONG_WORD = 'W'.repeat(140);

/** jsdom lays nothing out; these stand for a box whose text is taller than its lines. */
function pretendCut(isCut: boolean) {
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => (isCut ? 80 : 20) });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 20 });
}

describe('UserText', () => {
  it('keeps the whole string in the page, clamped to its lines and free to break anywhere', () => {
    pretendCut(false);
    renderWithTheme(<UserText lines={2}>{`Ada ${LONG_WORD}`}</UserText>);

    const text = screen.getByText(`Ada ${LONG_WORD}`);
    expect(text.className).toMatch(/text/);
    expect(text.getAttribute('data-line-clamp')).toBe('true');
  });

  it('shows the whole string on hover while it is cut', () => {
    pretendCut(true);
    renderWithTheme(<UserText>{LONG_WORD}</UserText>);

    expect(screen.getByText(LONG_WORD)).toHaveAttribute('title', LONG_WORD);
  });

  it('shows nothing more on hover for a string that fits', () => {
    pretendCut(false);
    renderWithTheme(<UserText>Ada</UserText>);

    expect(screen.getByText('Ada')).not.toHaveAttribute('title');
  });

  it('shows what it is given to show on hover, such as the id behind a name', () => {
    pretendCut(false);
    renderWithTheme(<UserText fullText="id u1">Ada</UserText>);

    expect(screen.getByText('Ada')).toHaveAttribute('title', 'id u1');
  });
});
