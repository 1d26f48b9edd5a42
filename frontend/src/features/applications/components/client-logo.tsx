import { Avatar } from '@mantine/core';

/** The app's logo from its `logo_uri`, or its initial when it has none or the image does not load. */
export function ClientLogo({ name, logoUri, size = 'md' }: { name: string; logoUri?: string; size?: string }) {
  return (
    <Avatar src={logoUri} alt={`${name} logo`} radius="sm" size={size}>
      {name.charAt(0).toUpperCase()}
    </Avatar>
  );
}
