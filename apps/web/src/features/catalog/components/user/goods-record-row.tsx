import type { GoodsCard } from '@cloudmall/contract/catalog';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Price } from '../../../../components/goods/price';
import styles from './goods-record-row.module.css';
import { paths } from '../../../../lib/paths';
import { PictureOrBox } from '../../../../components/goods/picture-or-box';

/** A favourite or footprint: picture, title, price and when; an optional action on the right. */
export function GoodsRecordRow({
  goods,
  note,
  action,
}: {
  goods: GoodsCard;
  note: string;
  action?: ReactNode;
}) {
  return (
    <li className={styles.item}>
      <Link to={paths.goods(goods.id)} className={styles.row}>
        <span className={styles.picture}>
          <PictureOrBox src={goods.image} boxSize={26} />
        </span>
        <span className={styles.main}>
          <span className={styles.title}>{goods.title}</span>
          <span className={styles.note}>{note}</span>
          <Price value={goods.price} size="sm" />
        </span>
      </Link>
      {action}
    </li>
  );
}
