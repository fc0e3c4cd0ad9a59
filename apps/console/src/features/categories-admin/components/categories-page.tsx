import { categoryAdminRoutes, type CategoryAdminRow } from '@cloudmall/contract/catalog';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Image, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateButton } from '../../../components/create-button';
import { editDeleteColumn } from '../../../components/edit-delete-actions';
import { PageHeader } from '../../../components/page-header';
import { RowReasonModal } from '../../../components/row-reason-modal';
import { yesNoFilter } from '../../../components/select-filter';
import { ServerTable } from '../../../components/server-table';
import { useConsoleMutation, useConsoleQuery } from '../../../lib/query';
import { queryInt, useUrlQuery, type UrlQuery } from '../../../lib/url-query';
import { CategoryForm } from './category-form';

type Pending =
  { kind: 'up' | 'down' | 'toggle' | 'delete'; category: CategoryAdminRow } | undefined;

const toInput = (query: UrlQuery, paging: { page: number; list_rows: number }) => ({
  ...paging,
  // A search looks through the whole tree; otherwise one level (the top by default).
  pid: query.q ? undefined : queryInt(query, 'pid', 0) || 0,
  q: query.q || undefined,
  shown: (query.shown || undefined) as 'yes' | 'no' | undefined,
});

/** The category tree level by level: names in four languages, order (up/down), shown or hidden, each change with a reason. */
export default function CategoriesPage() {
  const { t } = useTranslation(['categories-admin', 'common']);
  const [query, setQuery] = useUrlQuery();
  const pid = queryInt(query, 'pid', 0);
  const [editing, setEditing] = useState<CategoryAdminRow | 'new'>();
  const [pending, setPending] = useState<Pending>();
  const invalidates = [categoryAdminRoutes.list];
  const move = useConsoleMutation(categoryAdminRoutes.move, { invalidates });
  const show = useConsoleMutation(categoryAdminRoutes.show, { invalidates });
  const remove = useConsoleMutation(categoryAdminRoutes.remove, { invalidates });
  // The level's first row names its ancestors (the breadcrumb).
  const level = useConsoleQuery(categoryAdminRoutes.list, { pid, page: 1, list_rows: 1 });
  const first = level.data?.data[0];
  const trail = first && !query.q ? [...first.path] : [];
  const open = (id: number) => setQuery({ pid: id || undefined, page: undefined, q: undefined });

  const titles = {
    up: t('moveUp'),
    down: t('moveDown'),
    toggle: pending?.category.shown ? t('hide') : t('show'),
    delete: t('deleteTitle'),
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        extra={
          <CreateButton onClick={() => setEditing('new')} testId="category-create">
            {t('create')}
          </CreateButton>
        }
      />
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[
          { title: <a onClick={() => open(0)}>{t('top')}</a> },
          ...trail.map((node) => ({ title: <a onClick={() => open(node.id)}>{node.name}</a> })),
        ]}
      />
      <ServerTable
        route={categoryAdminRoutes.list}
        toInput={toInput}
        // Rows carry `children` as a count: not antd's tree rows.
        expandable={{ childrenColumnName: 'no_tree_rows' }}
        filters={[
          { kind: 'text', name: 'q', label: t('search') },
          yesNoFilter('shown', t('shown'), t('visible'), t('hidden')),
        ]}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          {
            title: t('image'),
            dataIndex: 'image',
            width: 80,
            render: (image: string) =>
              image ? (
                <Image src={image} width={48} height={48} style={{ objectFit: 'cover' }} />
              ) : null,
          },
          {
            title: t('name'),
            dataIndex: 'name',
            render: (name: string, row) => (
              <Space direction="vertical" size={0}>
                {query.q && row.path.length ? (
                  <Typography.Text type="secondary">
                    {row.path.map((node) => node.name).join(' / ')} /
                  </Typography.Text>
                ) : null}
                <Typography.Text strong data-testid={`category-name-${row.id}`}>
                  {name}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {[row.names['zh-Hant'], row.names.tr, row.names.id].filter(Boolean).join(' · ') ||
                    t('noTranslations')}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t('children'),
            dataIndex: 'children',
            width: 150,
            render: (children: number, row) => (
              <Button size="small" type="link" onClick={() => open(row.id)}>
                {t('childrenCount', { count: children })}
              </Button>
            ),
          },
          { title: t('goodsOnSale'), dataIndex: 'goods_on_sale', width: 110 },
          {
            title: t('weigh'),
            dataIndex: 'weigh',
            width: 140,
            render: (weigh: number, row) => (
              <Space>
                <span>{weigh}</span>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={t('moveUp')}
                  onClick={() => setPending({ kind: 'up', category: row })}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={t('moveDown')}
                  onClick={() => setPending({ kind: 'down', category: row })}
                />
              </Space>
            ),
          },
          {
            title: t('shown'),
            dataIndex: 'shown',
            width: 100,
            render: (shown: boolean, row) => (
              <Space>
                <Switch
                  checked={shown}
                  onChange={() => setPending({ kind: 'toggle', category: row })}
                  data-testid={`category-shown-${row.id}`}
                />
                {shown ? null : <Tag>{t('hidden')}</Tag>}
              </Space>
            ),
          },
          editDeleteColumn<CategoryAdminRow>(
            (row) => setEditing(row),
            (row) => setPending({ kind: 'delete', category: row }),
            { testIdPrefix: 'category' },
          ),
        ]}
      />
      {editing ? (
        <CategoryForm
          category={editing === 'new' ? undefined : editing}
          pid={pid}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <RowReasonModal
        row={pending}
        danger={pending?.kind === 'delete'}
        title={pending ? titles[pending.kind] : ''}
        description={
          pending ? `${pending.category.name}: ${t(`explain.${pending.kind}`)}` : undefined
        }
        onConfirm={async ({ kind, category: { id, shown } }, reason) => {
          if (kind === 'delete') await remove.mutateAsync({ id, reason });
          else if (kind === 'toggle') await show.mutateAsync({ id, shown: !shown, reason });
          else await move.mutateAsync({ id, direction: kind, reason });
        }}
        onClose={() => setPending(undefined)}
      />
    </>
  );
}
