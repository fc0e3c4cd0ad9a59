import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ConsoleMenuEntry } from '../lib/feature';
import { labelNamespaces } from '../lib/menu-context';
import { allows, CONSOLE_ROLES } from '../lib/roles';

/** The menu entry whose path is the longest prefix of the current path. */
function selectedPath(entries: readonly ConsoleMenuEntry[], pathname: string): string {
  const path = pathname.replace(/^\/+/, '');
  const matches = entries.filter(
    (entry) => entry.path === path || (entry.path !== '' && path.startsWith(`${entry.path}/`)),
  );
  return matches.sort((a, b) => b.path.length - a.path.length)[0]?.path ?? '';
}

/** The Sider's menu: only the entries the caller's roles allow, grouped by role section. */
export function SideMenu({
  entries,
  roles,
}: {
  entries: readonly ConsoleMenuEntry[];
  roles: string[];
}) {
  const { t } = useTranslation(labelNamespaces(entries));
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const allowed = entries.filter((entry) => allows(roles, entry.roles));
  const item = (entry: ConsoleMenuEntry) => ({
    key: entry.path,
    icon: entry.icon,
    label: entry.badge ? (
      <span>
        {t(entry.label)} {entry.badge()}
      </span>
    ) : (
      t(entry.label)
    ),
  });
  const top = allowed.filter((entry) => !entry.section);
  const items: MenuProps['items'] = [
    ...top.map(item),
    ...CONSOLE_ROLES.map((section) => ({
      section,
      children: allowed.filter((entry) => entry.section === section),
    }))
      .filter((group) => group.children.length > 0)
      .map((group) => ({
        type: 'group' as const,
        key: `section-${group.section}`,
        label: t(`roles.${group.section}`),
        children: group.children.map(item),
      })),
  ];
  return (
    <Menu
      mode="inline"
      theme="dark"
      selectedKeys={[selectedPath(allowed, pathname)]}
      items={items}
      onClick={({ key }) => void navigate(`/${key}`)}
    />
  );
}
