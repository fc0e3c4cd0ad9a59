import type { ComponentType, ReactNode } from 'react';
import type { ConsoleRole } from './roles';

/** A menu section: one per role, in this order in the side menu. */
export type MenuSection = ConsoleRole;

/** The admin's sub-menus, in this order (labels: `common:menuGroups.<key>`). */
export const ADMIN_MENU_GROUPS = [
  'access',
  'money',
  'devices',
  'marketing',
  'growth',
  'content',
  'service',
  'reports',
] as const;
export type AdminMenuGroup = (typeof ADMIN_MENU_GROUPS)[number];

/** One page of a feature, below /console/ (e.g. `admin/members`). */
export interface ConsoleRoute {
  path: string;
  /** Who may open it (any of them); the server checks every call again. */
  roles: readonly ConsoleRole[];
  /** The page, loaded on first visit (its own chunk): `() => import('./components/x-page')`. */
  page: () => Promise<{ default: ComponentType }>;
}

/** One side-menu entry (a link to one of the feature's routes). */
export interface ConsoleMenuEntry {
  /** Path below /console/ (same as its route's). */
  path: string;
  /** i18n key with its namespace, e.g. `members:menu`. */
  label: string;
  icon?: ReactNode;
  /** Which role's group it sits in; none: at the top, above the groups (the home page). */
  section?: MenuSection;
  /**
   * The admin's sub-menu it sits in when the caller is an admin (the admin menu is long); other
   * roles see it flat in its section.
   */
  group?: AdminMenuGroup;
  roles: readonly ConsoleRole[];
  /** A live count drawn after the label (e.g. orders to ship); it loads its own data. */
  badge?: () => ReactNode;
}

/** What a feature's `routes.tsx` exports: listed once in app/routes.tsx. */
export interface ConsoleFeature {
  routes: ConsoleRoute[];
  menu: ConsoleMenuEntry[];
}

/** A page with its side-menu entry: what most features are made of. */
export interface MenuPage {
  path: string;
  /** i18n key with its namespace, e.g. `members:menu`. */
  label: string;
  icon: ReactNode;
  page: ConsoleRoute['page'];
  /** Who may open it; default: the section's role only. */
  roles?: readonly ConsoleRole[];
  /** The menu group; default: the one given to `menuFeature`. */
  section?: MenuSection;
  /** The admin's sub-menu it sits in (admin pages). */
  group?: AdminMenuGroup;
}

/** A feature whose every page has a side-menu entry (in `section` unless the page names another). */
export function menuFeature(section: MenuSection, pages: MenuPage[]): ConsoleFeature {
  const placed = pages.map((entry) => ({
    ...entry,
    section: entry.section ?? section,
    roles: entry.roles ?? [entry.section ?? section],
  }));
  return {
    routes: placed.map(({ path, roles, page }) => ({ path, roles, page })),
    menu: placed.map(({ path, label, icon, section: placedIn, group, roles }) => ({
      path,
      label,
      icon,
      section: placedIn,
      ...(group ? { group } : {}),
      roles,
    })),
  };
}

/** A feature of one admin page, with its entry in the admin's sub-menu `group`. */
export function adminPageFeature(
  group: AdminMenuGroup,
  page: Omit<MenuPage, 'roles' | 'section' | 'group'>,
): ConsoleFeature {
  return menuFeature('admin', [{ ...page, group }]);
}
