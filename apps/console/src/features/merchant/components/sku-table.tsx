import { Input, InputNumber, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SkuDraft } from '../lib/sku-rows';

/** One row per spec combination: price, market price, stock and SKU code. */
export function SkuTable(props: { value: SkuDraft[]; onChange: (value: SkuDraft[]) => void }) {
  const { t } = useTranslation('merchant');
  const set = (index: number, patch: Partial<SkuDraft>) =>
    props.onChange(props.value.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const money = (field: 'price' | 'market_price') => (_: unknown, row: SkuDraft, index: number) => (
    <Input
      inputMode="decimal"
      style={{ width: 120 }}
      data-testid={`sku-${field}-${index}`}
      aria-label={`${t(field === 'price' ? 'editor.price' : 'editor.marketPrice')} ${index + 1}`}
      value={row[field]}
      onChange={(event) => set(index, { [field]: event.target.value.trim() })}
    />
  );
  const columns: TableColumnsType<SkuDraft> = [
    {
      title: t('editor.combination'),
      render: (_, row) => (row.difference.length ? row.difference.join(' / ') : t('editor.single')),
    },
    { title: t('editor.price'), render: money('price') },
    { title: t('editor.marketPrice'), render: money('market_price') },
    {
      title: t('editor.stock'),
      render: (_, row, index) => (
        <InputNumber
          min={0}
          max={999_999}
          precision={0}
          data-testid={`sku-stock-${index}`}
          value={row.stock}
          onChange={(value) => set(index, { stock: Number(value ?? 0) })}
        />
      ),
    },
    {
      title: t('editor.code'),
      render: (_, row, index) => (
        <Input
          maxLength={32}
          style={{ width: 140 }}
          data-testid={`sku-code-${index}`}
          value={row.code}
          onChange={(event) => set(index, { code: event.target.value })}
        />
      ),
    },
  ];
  return (
    <Table<SkuDraft>
      size="small"
      pagination={false}
      rowKey={(row) => JSON.stringify(row.difference)}
      columns={columns}
      dataSource={props.value}
    />
  );
}
