import type { CategoryNode } from '@cloudmall/contract/catalog';

/** Finds a category anywhere in the tree. */
export function findCategory(tree: CategoryNode[], id: number): CategoryNode | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = findCategory(node.childlist, id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The right-hand panel of the category browser: each child with grandchildren becomes a titled
 * section of them; children without their own children are gathered into one untitled section.
 */
export function panelSections(
  top: CategoryNode | undefined,
): { title?: CategoryNode; items: CategoryNode[] }[] {
  if (!top) return [];
  const leaves = top.childlist.filter((child) => child.childlist.length === 0);
  const branches = top.childlist.filter((child) => child.childlist.length > 0);
  return [
    ...(leaves.length > 0 ? [{ items: leaves }] : []),
    ...branches.map((branch) => ({ title: branch, items: branch.childlist })),
  ];
}
