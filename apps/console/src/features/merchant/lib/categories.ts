import type { CategoryNode } from '@cloudmall/contract/catalog';

/** Every category of the tree as a select option, named with its parents ("Phones / Cases"). */
export function categoryOptions(
  tree: readonly CategoryNode[],
  parents: string[] = [],
): { value: string; label: string }[] {
  return tree.flatMap((node) => {
    const path = [...parents, node.name];
    return [
      { value: String(node.id), label: path.join(' / ') },
      ...categoryOptions(node.childlist, path),
    ];
  });
}

/** The tree as antd TreeSelect data (ids as values). */
export const categoryTree = (nodes: readonly CategoryNode[]): object[] =>
  nodes.map((node) => ({
    value: node.id,
    title: node.name,
    children: categoryTree(node.childlist),
  }));

/** Whether the category is in the tree (the app's tree holds only the categories it shows). */
export const hasCategory = (nodes: readonly CategoryNode[], id: number): boolean =>
  nodes.some((node) => node.id === id || hasCategory(node.childlist, id));
