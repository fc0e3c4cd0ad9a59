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
