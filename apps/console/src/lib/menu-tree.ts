import { ADMIN_MENU_GROUPS, type AdminMenuGroup, type ConsoleMenuEntry } from './feature';
import { allows, CONSOLE_ROLES, type ConsoleRole } from './roles';

/** One node of the side menu: a link, an admin sub-menu of links, or a role's section. */
export type MenuNode =
  | { kind: 'entry'; entry: ConsoleMenuEntry }
  | { kind: 'group'; group: AdminMenuGroup; entries: ConsoleMenuEntry[] }
  | { kind: 'section'; section: ConsoleRole; children: MenuNode[] };

const link = (entry: ConsoleMenuEntry): MenuNode => ({ kind: 'entry', entry });

/**
 * The side menu for a caller: only the entries its roles allow; the home page on top, then one
 * section per held role in role order, entries in feature order. An admin's section is made of
 * sub-menus (`group`), and an entry an admin sees in a sub-menu is not repeated in another section.
 */
export function menuTree(entries: readonly ConsoleMenuEntry[], roles: string[]): MenuNode[] {
  const allowed = entries.filter((entry) => allows(roles, entry.roles));
  const admin = roles.includes('admin');
  const grouped = (entry: ConsoleMenuEntry) => admin && entry.group !== undefined;
  const sections = CONSOLE_ROLES.map((section): MenuNode => {
    if (section === 'admin' && admin) {
      const children = ADMIN_MENU_GROUPS.map((group) => ({
        kind: 'group' as const,
        group,
        entries: allowed.filter((entry) => grouped(entry) && entry.group === group),
      }));
      const loose = allowed.filter((entry) => entry.section === 'admin' && !grouped(entry));
      return {
        kind: 'section',
        section,
        children: [...children.filter((node) => node.entries.length > 0), ...loose.map(link)],
      };
    }
    const children = allowed.filter((entry) => entry.section === section && !grouped(entry));
    return { kind: 'section', section, children: children.map(link) };
  });
  return [
    ...allowed.filter((entry) => !entry.section).map(link),
    ...sections.filter((node) => node.kind === 'section' && node.children.length > 0),
  ];
}

/** The menu entry whose path is the longest prefix of the current path ('' when none). */
export function selectedPath(entries: readonly ConsoleMenuEntry[], pathname: string): string {
  const path = pathname.replace(/^\/+/, '');
  const matches = entries.filter(
    (entry) => entry.path === path || (entry.path !== '' && path.startsWith(`${entry.path}/`)),
  );
  return matches.sort((a, b) => b.path.length - a.path.length)[0]?.path ?? '';
}

/** The admin sub-menu holding the entry at `path`, if any (it opens with the page). */
export function groupOf(tree: readonly MenuNode[], path: string): AdminMenuGroup | undefined {
  for (const node of tree) {
    if (node.kind === 'group' && node.entries.some((entry) => entry.path === path))
      return node.group;
    if (node.kind === 'section') {
      const found = groupOf(node.children, path);
      if (found) return found;
    }
  }
  return undefined;
}
