import type { GoodsCard as Goods } from '@cloudmall/contract/catalog';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Sheet } from '../../../../components/ui/sheet';
import { GoodsCard } from '../common/goods-card';
import styles from './goods-drawer.module.css';

interface GoodsDrawerProps {
  open: boolean;
  goods: Goods[];
  onClose: () => void;
}

/** The room's goods in a bottom sheet; a card opens the product page. */
export function GoodsDrawer({ open, goods, onClose }: GoodsDrawerProps) {
  const { t } = useTranslation('find');
  return (
    <Sheet visible={open} onClose={onClose} styles={styles} destroyOnClose>
      <h2 className={styles.title}>{t('live.goodsTitle', { count: goods.length })}</h2>
      {goods.length === 0 ? (
        <EmptyState icon="box" title={t('live.noGoods')} />
      ) : (
        <ul className={styles.list}>
          {goods.map((item) => (
            <li key={item.id}>
              <GoodsCard goods={item} />
            </li>
          ))}
        </ul>
      )}
    </Sheet>
  );
}
