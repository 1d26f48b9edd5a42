import { TagsInput } from '@mantine/core';

/** Several roles; the built-in ones are offered, configured ones can be typed. */
export function RoleInput({
  value,
  onChange,
  label = 'Roles',
}: {
  value: string[];
  onChange: (roles: string[]) => void;
  label?: string;
}) {
  return (
    <TagsInput
      label={label}
      description="Press Enter after each role"
      data={['user', 'admin']}
      value={value}
      onChange={onChange}
      clearable
    />
  );
}
