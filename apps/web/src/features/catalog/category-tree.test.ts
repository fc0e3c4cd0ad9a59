import type { CategoryNode } from '@cloudmall/contract/catalog';
import { describe, expect, it } from 'vitest';
import { findCategory, panelSections } from './category-tree';

const node = (id: number, name: string, childlist: CategoryNode[] = []): CategoryNode => ({
  id,
  pid: 0,
  name,
  image: '',
  childlist,
});
const tree = [
  node(1, 'Phones', [
    node(11, 'Cloud phones'),
    node(12, 'Accessories', [node(121, 'Cases'), node(122, 'Chargers')]),
  ]),
  node(2, 'Scripts'),
];

describe('category tree', () => {
  it('finds a category at any depth', () => {
    expect(findCategory(tree, 122)?.name).toBe('Chargers');
    expect(findCategory(tree, 99)).toBeUndefined();
  });

  it('groups a top category’s children into sections', () => {
    expect(
      panelSections(tree[0]).map((section) => [
        section.title?.name,
        section.items.map((item) => item.id),
      ]),
    ).toEqual([
      [undefined, [11]],
      ['Accessories', [121, 122]],
    ]);
    expect(panelSections(tree[1])).toEqual([]);
    expect(panelSections(undefined)).toEqual([]);
  });
});
