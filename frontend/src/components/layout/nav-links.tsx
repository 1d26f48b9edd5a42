import { NavLink } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import {
  IconApps,
  IconBuilding,
  IconBuildings,
  IconChartBar,
  IconHistory,
  IconKey,
  IconMail,
  IconMailExclamation,
  IconShieldCheck,
  IconUserCircle,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { FileRoutesByTo } from '../../routeTree.gen';

/** One entry of the navigation; any page of the route tree can be one, so adding a page here is one line. */
interface NavItem {
  to: keyof FileRoutesByTo;
  label: string;
  icon: Icon;
  isAdminOnly: boolean;
}

/** In the order shown. */
const ITEMS: NavItem[] = [
  { to: '/', label: 'Overview', icon: IconChartBar, isAdminOnly: true },
  { to: '/users', label: 'Users', icon: IconUsers, isAdminOnly: true },
  { to: '/roles', label: 'Roles', icon: IconShieldCheck, isAdminOnly: true },
  { to: '/applications', label: 'Applications', icon: IconApps, isAdminOnly: true },
  { to: '/all-organizations', label: 'All organizations', icon: IconBuildings, isAdminOnly: true },
  { to: '/audit', label: 'Audit log', icon: IconHistory, isAdminOnly: true },
  { to: '/email-deliveries', label: 'E-mail deliveries', icon: IconMailExclamation, isAdminOnly: true },
  { to: '/api-keys', label: 'API keys', icon: IconKey, isAdminOnly: false },
  { to: '/organizations', label: 'Organizations', icon: IconBuilding, isAdminOnly: false },
  { to: '/account', label: 'My account', icon: IconUserCircle, isAdminOnly: false },
  { to: '/outbox', label: 'Dev outbox', icon: IconMail, isAdminOnly: false },
];

export function NavLinks({ isAdmin, onNavigate }: { isAdmin: boolean; onNavigate: () => void }) {
  return (
    <nav aria-label="Main">
      {ITEMS.filter((item) => isAdmin || !item.isAdminOnly).map((item) => (
        <NavLink
          key={item.to}
          component={Link}
          to={item.to}
          label={item.label}
          leftSection={<item.icon size={18} aria-hidden />}
          activeOptions={{ exact: item.to === '/' }}
          onClick={onNavigate}
        />
      ))}
    </nav>
  );
}
