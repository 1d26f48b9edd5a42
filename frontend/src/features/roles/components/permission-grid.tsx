import { Center, Checkbox, Table } from '@mantine/core';
import { actionColumns, togglePermission } from '../statements';
import type { Statements } from '../roles.types';
import classes from './permission-grid.module.css';

interface PermissionGridProps {
  /** The catalogue's statements: one row per resource, one column per action any resource has. */
  statements: Statements;
  value: Statements;
  /** Absent for a role that cannot be changed: the boxes show its grants, disabled. */
  onChange?: (permission: Statements) => void;
  caption: string;
}

/** Resources by actions, a checkbox wherever the resource has the action. */
export function PermissionGrid({ statements, value, onChange, caption }: PermissionGridProps) {
  const columns = actionColumns(statements);
  return (
    <Table.ScrollContainer minWidth={120 + columns.length * 34}>
      <Table withTableBorder withColumnBorders captionSide="top" verticalSpacing={4} horizontalSpacing={6}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.resource}>Resource</Table.Th>
            {columns.map((action) => (
              <Table.Th key={action} className={classes.action}>
                {action}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {Object.entries(statements).map(([resource, actions]) => (
            <Table.Tr key={resource}>
              <Table.Th scope="row" className={classes.resource}>
                {resource}
              </Table.Th>
              {columns.map((action) => (
                <Table.Td key={action}>
                  {actions.includes(action) && (
                    <Center>
                      <Checkbox
                        aria-label={`${resource}: ${action}`}
                        checked={(value[resource] ?? []).includes(action)}
                        disabled={!onChange}
                        onChange={(event) =>
                          onChange?.(togglePermission(statements, value, resource, action, event.currentTarget.checked))
                        }
                      />
                    </Center>
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
