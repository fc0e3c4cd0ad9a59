import type { GoodsCard as Goods } from '@cloudmall/contract/catalog';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Popup } from '../../../../components/ui/popup';
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
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.sheet}
      destroyOnClose
    >
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
    </Popup>
  );
}
