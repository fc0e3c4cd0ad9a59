import type { ShopApplicationRow } from '@cloudmall/contract/merchant';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CellLines } from '../../../components/cell-lines';

const COLORS: Record<ShopApplicationRow['state'], string> = {
  draft: 'default',
  pending: 'gold',
  certified: 'green',
  refused: 'red',
};

/** An application's state as a coloured tag, the refusal reason in grey under it. */
export function StateBadge({ row }: { row: Pick<ShopApplicationRow, 'state' | 'reason'> }) {
  const { t } = useTranslation('shop-apply-admin');
  return (
    <CellLines note={row.state === 'refused' ? row.reason : undefined}>
      <Tag color={COLORS[row.state]}>{t(`states.${row.state}`)}</Tag>
    </CellLines>
  );
}
