import { categoryAdminRoutes, type CategoryAdminRow } from '@cloudmall/contract/catalog';
import { TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';
import { useConsoleQuery } from '../../../lib/query';

interface Node {
  id: number;
  pId: number;
  value: number;
  title: string;
  isLeaf: boolean;
  disabled?: boolean;
}

const toNode = (row: CategoryAdminRow, excluded?: number): Node => ({
  id: row.id,
  pId: row.pid,
  value: row.id,
  title: row.name,
  isLeaf: row.children === 0 || row.id === excluded,
  disabled: row.id === excluded,
});

/** The parent of a category: a tree loaded level by level; the category itself cannot be picked. */
export function ParentSelect(props: {
  value?: number;
  onChange?: (value: number) => void;
  /** The category being edited (not selectable, its subtree not opened). */
  excluded?: number;
  /** The current parent's name, shown before its level is loaded. */
  currentName?: string;
}) {
  const { t } = useTranslation('categories-admin');
  const top: Node = { id: 0, pId: -1, value: 0, title: t('top'), isLeaf: false };
  const topRows = useConsoleQuery(categoryAdminRoutes.list, { pid: 0, page: 1, list_rows: 100 });
  // Deeper levels, loaded when opened.
  const [deeper, setDeeper] = useState<Node[]>([]);
  const load = async (pid: number) => {
    if (pid === 0) return;
    const page = await api.call(categoryAdminRoutes.list, { pid, page: 1, list_rows: 100 });
    setDeeper((previous) => [
      ...previous.filter((node) => node.pId !== pid),
      ...page.data.map((row) => toNode(row, props.excluded)),
    ]);
  };
  const nodes = [
    top,
    ...(topRows.data?.data ?? []).map((row) => toNode(row, props.excluded)),
    ...deeper,
  ];
  const known = nodes.some((node) => node.value === props.value);
  return (
    <TreeSelect<number>
      value={props.value}
      onChange={(value) => props.onChange?.(value)}
      treeDataSimpleMode={{ id: 'id', pId: 'pId', rootPId: -1 }}
      treeData={
        known || !props.value
          ? nodes
          : [
              ...nodes,
              {
                id: props.value,
                pId: 0,
                value: props.value,
                title: props.currentName ?? '',
                isLeaf: true,
              },
            ]
      }
      treeDefaultExpandedKeys={[0]}
      loadData={async (node) => load(Number(node.value))}
      data-testid="category-parent"
    />
  );
}
