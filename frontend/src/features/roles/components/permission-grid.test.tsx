import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { PermissionGrid } from './permission-grid';

const STATEMENTS = {
  member: ['create', 'update', 'delete'],
  invitation: ['create', 'cancel'],
  report: ['export'],
};

function texts(elements: HTMLElement[]): string[] {
  return elements.map((element) => element.textContent ?? '');
}

describe('PermissionGrid', () => {
  it('has a row per resource and a column per action, as the catalogue given names them', () => {
    renderWithTheme(<PermissionGrid statements={STATEMENTS} value={{}} onChange={vi.fn()} caption="Grants" />);

    const table = screen.getByRole('table', { name: 'Grants' });
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual([
      'Resource',
      'create',
      'update',
      'delete',
      'cancel',
      'export',
    ]);
    expect(texts(within(table).getAllByRole('rowheader'))).toEqual(['member', 'invitation', 'report']);
    expect(within(table).getAllByRole('checkbox')).toHaveLength(6);
    expect(screen.getByRole('checkbox', { name: 'invitation: cancel' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'report: create' })).toBeNull();
  });

  it('follows another catalogue as it is given, with nothing of its own', () => {
    renderWithTheme(
      <PermissionGrid
        statements={{ audit: ['list'], lockout: ['unlock'] }}
        value={{}}
        onChange={vi.fn()}
        caption="G"
      />,
    );

    expect(texts(screen.getAllByRole('rowheader'))).toEqual(['audit', 'lockout']);
    expect(texts(screen.getAllByRole('columnheader'))).toEqual(['Resource', 'list', 'unlock']);
  });

  it('shows the grants and answers the grants with the box toggled', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <PermissionGrid
        statements={STATEMENTS}
        value={{ member: ['delete'], report: ['export'] }}
        onChange={onChange}
        caption="Grants"
      />,
    );

    expect(screen.getByRole('checkbox', { name: 'member: delete' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'member: create' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'member: create' }));
    expect(onChange).toHaveBeenLastCalledWith({ member: ['create', 'delete'], report: ['export'] });
    await userEvent.click(screen.getByRole('checkbox', { name: 'report: export' }));
    expect(onChange).toHaveBeenLastCalledWith({ member: ['delete'] });
  });

  it('only shows the grants of a role that cannot be changed', () => {
    renderWithTheme(<PermissionGrid statements={STATEMENTS} value={{ report: ['export'] }} caption="Grants" />);

    for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'report: export' })).toBeChecked();
  });
});
