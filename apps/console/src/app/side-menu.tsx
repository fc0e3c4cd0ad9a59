import {
  AppstoreOutlined,
  BarChartOutlined,
  CustomerServiceOutlined,
  FileTextOutlined,
  MobileOutlined,
  NotificationOutlined,
  RiseOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { AdminMenuGroup, ConsoleMenuEntry } from '../lib/feature';
import { labelNamespaces } from '../lib/menu-context';
import { groupOf, menuTree, type MenuNode, selectedPath } from '../lib/menu-tree';
import { allows } from '../lib/roles';

const GROUP_ICONS: Record<AdminMenuGroup, ReactNode> = {
  access: <TeamOutlined />,
  money: <WalletOutlined />,
  devices: <MobileOutlined />,
  marketing: <NotificationOutlined />,
  growth: <RiseOutlined />,
  content: <FileTextOutlined />,
  service: <CustomerServiceOutlined />,
  reports: <BarChartOutlined />,
};

/**
 * The Sider's menu: only the entries the caller's roles allow, grouped by role section; an admin's
 * entries sit in sub-menus, and the sub-menu of the current page is open.
 */
export function SideMenu({
  entries,
  roles,
  collapsed = false,
}: {
  entries: readonly ConsoleMenuEntry[];
  roles: string[];
  /** The Sider is collapsed (narrow screens): sub-menus pop out on hover, none is held open. */
  collapsed?: boolean;
}) {
  const { t } = useTranslation(labelNamespaces(entries));
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tree = menuTree(entries, roles);
  const selected = selectedPath(
    entries.filter((entry) => allows(roles, entry.roles)),
    pathname,
  );
  const current = groupOf(tree, selected);
  // the current page's sub-menu is open (the others closed) until the caller opens or closes one;
  // a move to another sub-menu's page (or a change of layout) opens that one again
  const marker = `${current ?? ''}|${collapsed}`;
  const [choice, setChoice] = useState<{ marker: string; keys: string[] }>();
  const openKeys = choice?.marker === marker ? choice.keys : current ? [`group-${current}`] : [];

  const link = (entry: ConsoleMenuEntry) => ({
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
  const item = (node: MenuNode): NonNullable<MenuProps['items']>[number] => {
    if (node.kind === 'entry') return link(node.entry);
    if (node.kind === 'group')
      return {
        key: `group-${node.group}`,
        icon: GROUP_ICONS[node.group] ?? <AppstoreOutlined />,
        label: t(`menuGroups.${node.group}`),
        children: node.entries.map(link),
      };
    return {
      type: 'group',
      key: `section-${node.section}`,
      label: t(`roles.${node.section}`),
      children: node.children.map(item),
    };
  };
  return (
    <Menu
      mode="inline"
      theme="dark"
      selectedKeys={[selected]}
      {...(collapsed
        ? {}
        : { openKeys, onOpenChange: (keys: string[]) => setChoice({ marker, keys }) })}
      items={tree.map(item)}
      onClick={({ key }) => void navigate(`/${key}`)}
    />
  );
}
