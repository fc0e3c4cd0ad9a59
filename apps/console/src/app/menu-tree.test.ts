import { describe, expect, it } from 'vitest';
import { ADMIN_MENU_GROUPS } from '../lib/feature';
import { groupOf, menuTree, type MenuNode, selectedPath } from '../lib/menu-tree';
import { FEATURES } from './routes';

const MENU = FEATURES.flatMap((feature) => feature.menu);

/** The tree as paths: links as their path, sub-menus and sections as `[name, children]`. */
function shape(nodes: readonly MenuNode[]): unknown[] {
  return nodes.map((node) =>
    node.kind === 'entry'
      ? node.entry.path
      : node.kind === 'group'
        ? [node.group, node.entries.map((entry) => entry.path)]
        : [node.section, shape(node.children)],
  );
}

const links = (nodes: readonly MenuNode[]): string[] =>
  nodes.flatMap((node) =>
    node.kind === 'entry'
      ? [node.entry.path]
      : node.kind === 'group'
        ? node.entries.map((entry) => entry.path)
        : links(node.children),
  );

describe('the side menu', () => {
  it("keeps a merchant's order: dashboard, goods, orders, refunds, then coupons, groups, reviews, chat, live rooms, profile, complaints", () => {
    expect(shape(menuTree(MENU, ['merchant']))).toEqual([
      '',
      [
        'merchant',
        [
          'merchant',
          'merchant/goods',
          'merchant/orders',
          'merchant/refunds',
          'merchant/coupons',
          'merchant/groups',
          'merchant/reviews',
          'merchant/chat',
          'merchant/live',
          'merchant/shop',
          'merchant/complaints',
        ],
      ],
    ]);
  });

  it("puts every page an admin may open in exactly one of the admin's sub-menus, in group order", () => {
    const tree = menuTree(MENU, ['admin']);
    const admin = tree[1];
    expect(tree).toHaveLength(2);
    expect(admin).toMatchObject({ kind: 'section', section: 'admin' });
    const children = admin?.kind === 'section' ? admin.children : [];
    expect(children.every((node) => node.kind === 'group')).toBe(true);
    const groups = children.map((node) => (node.kind === 'group' ? node.group : ''));
    expect(groups).toEqual(ADMIN_MENU_GROUPS.filter((group) => groups.includes(group)));
    expect(groups.length).toBeGreaterThanOrEqual(6);
    const opened = MENU.filter((entry) => entry.path !== '' && entry.roles.includes('admin'));
    expect(links(children).sort()).toEqual(opened.map((entry) => entry.path).sort());
    for (const node of children)
      if (node.kind === 'group') expect(node.entries.length).toBeLessThanOrEqual(5);
  });

  it('shows a service agent the desk, feedback and consultations, and an advertiser only its campaigns, flat', () => {
    expect(shape(menuTree(MENU, ['service']))).toEqual([
      '',
      ['service', ['service/desk', 'service/feedback', 'service/consultations']],
    ]);
    expect(shape(menuTree(MENU, ['advertiser']))).toEqual(['', ['advertiser', ['campaigns']]]);
  });

  it("shows an admin who also sells the merchant's pages flat after the admin's sub-menus", () => {
    const tree = menuTree(MENU, ['admin', 'merchant']);
    expect(tree.map((node) => (node.kind === 'section' ? node.section : 'home'))).toEqual([
      'home',
      'admin',
      'merchant',
    ]);
    expect(links([tree[2]!])[0]).toBe('merchant');
  });

  it('opens the sub-menu of the current page, found by the longest matching path', () => {
    const tree = menuTree(MENU, ['admin']);
    expect(selectedPath(MENU, '/admin/content/help')).toBe('admin/content/help');
    expect(selectedPath(MENU, '/merchant/orders/12')).toBe('merchant/orders');
    expect(groupOf(tree, 'admin/withdrawals')).toBe('money');
    expect(groupOf(tree, 'admin/content/help')).toBe('service');
    expect(groupOf(tree, 'service/desk')).toBe('service');
    expect(groupOf(tree, '')).toBeUndefined();
  });
});
