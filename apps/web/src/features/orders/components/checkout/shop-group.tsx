import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/ui/icon';
import { Input } from '../../../../components/ui/input';
import { formatPrice } from '../../../../lib/money';
import type { CheckoutShop } from '../../api/order-queries';
import { shopTotals } from '../../checkout';
import { OrderGoodsRow } from '../../../../components/order/order-goods-row';
import { CouponSheet } from './coupon-sheet';
import styles from './shop-group.module.css';

interface ShopGroupProps {
  shop: CheckoutShop;
  couponId: number;
  onCoupon: (receiptId: number) => void;
  remarks: string;
  onRemarks: (text: string) => void;
}

/** One shop's part of the checkout: items, freight, coupon choice, remarks and its subtotal. */
export function ShopGroup({ shop, couponId, onCoupon, remarks, onRemarks }: ShopGroupProps) {
  const { t } = useTranslation('orders');
  const [sheet, setSheet] = useState(false);
  const remarksId = useId();
  const totals = shopTotals(shop, couponId);
  const delivered = shop.products.some((product) => product.ships);
  const couponText = couponId
    ? `-${formatPrice(totals.discount)}`
    : shop.coupon.length > 0
      ? t('checkout.couponsAvailable', { count: shop.coupon.length })
      : t('checkout.noCouponAvailable');
  return (
    <section className={styles.card} data-testid="checkout-shop">
      <header className={styles.shop}>
        <Icon name="store" size={16} /> {shop.shop_name}
      </header>
      {shop.products.map((product) => (
        <OrderGoodsRow key={product.sku_id} {...product} />
      ))}
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{t('checkout.freight')}</dt>
          <dd data-testid="checkout-freight">
            {!delivered
              ? t('checkout.noDelivery')
              : totals.freight === '0.00'
                ? t('checkout.freeShipping')
                : formatPrice(totals.freight)}
          </dd>
        </div>
        {shop.member_discount && (
          <div className={styles.row}>
            <dt>
              {t(`checkout.memberDiscount.${shop.member_discount.source}`, {
                percent: shop.member_discount.rate_bps / 100,
              })}
            </dt>
            <dd data-testid="checkout-member-discount">-{formatPrice(totals.member)}</dd>
          </div>
        )}
        <div className={styles.row}>
          <dt>{t('checkout.coupon')}</dt>
          <dd>
            <button
              type="button"
              className={couponId ? styles.couponOn : styles.coupon}
              onClick={() => setSheet(true)}
              disabled={shop.coupon.length === 0}
              data-testid="checkout-coupon"
            >
              {couponText} {shop.coupon.length > 0 && <Icon name="right" size={14} />}
            </button>
          </dd>
        </div>
        <div className={styles.row}>
          <dt>
            <label htmlFor={remarksId}>{t('checkout.remarks')}</label>
          </dt>
          <dd className={styles.remarks}>
            <Input
              id={remarksId}
              value={remarks}
              onChange={onRemarks}
              maxLength={200}
              placeholder={t('checkout.remarksPlaceholder')}
            />
          </dd>
        </div>
      </dl>
      <p className={styles.subtotal}>
        {t('checkout.shopSubtotal', { count: shop.number })}{' '}
        <strong>{formatPrice(totals.total)}</strong>
      </p>
      <CouponSheet
        visible={sheet}
        coupons={shop.coupon}
        chosen={couponId}
        onChoose={onCoupon}
        onClose={() => setSheet(false)}
      />
    </section>
  );
}
