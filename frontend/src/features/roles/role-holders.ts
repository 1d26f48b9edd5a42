import { splitRoles } from '../../lib/roles';

interface Holder {
  role: string;
  user: { email: string };
}

/** Who holds each role: a member with the comma-joined `admin,auditor` holds both. */
export function holdersByRole(members: Holder[]): Map<string, string[]> {
  const holders = new Map<string, string[]>();
  for (const member of members) {
    for (const role of splitRoles(member.role)) holders.set(role, [...(holders.get(role) ?? []), member.user.email]);
  }
  return holders;
}
