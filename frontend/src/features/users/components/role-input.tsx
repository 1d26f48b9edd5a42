import { TagsInput } from '@mantine/core';
import { useAdminRoleNames } from '../../roles/api/role-choices';

/** Several roles; every admin role the service has is offered, predefined or made at run time. */
export function RoleInput({
  value,
  onChange,
  label = 'Roles',
}: {
  value: string[];
  onChange: (roles: string[]) => void;
  label?: string;
}) {
  const roles = useAdminRoleNames();
  return (
    <TagsInput
      label={label}
      description="Press Enter after each role"
      data={roles}
      value={value}
      onChange={onChange}
      clearable
    />
  );
}
