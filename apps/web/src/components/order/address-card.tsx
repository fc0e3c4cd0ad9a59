import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../ui/icon';
import type { RouteOutput } from '@cloudmall/contract';
import type { orderRoutes } from '@cloudmall/contract/orders';
import styles from './address-card.module.css';

/** The delivery address with a link to choose another, or the spec's "click above to add an address". */
export function AddressCard({
  address,
  chooseLink,
}: {
  address: RouteOutput<typeof orderRoutes.preview>['addressData'];
  chooseLink: string;
}) {
  const { t } = useTranslation('orders');
  return (
    <Link to={chooseLink} className={styles.card} data-testid="checkout-address">
      <span className={styles.icon}>
        <Icon name="pin" size={20} />
      </span>
      {address ? (
        <span className={styles.text}>
          <strong>
            {address.name} <span className={styles.mobile}>{address.mobile}</span>
          </strong>
          <span className={styles.line}>
            {[address.province, address.city, address.district, address.address]
              .filter(Boolean)
              .join(' ')}
          </span>
        </span>
      ) : (
        <span className={styles.text}>
          <strong>{t('checkout.addAddress')}</strong>
          <span className={styles.line}>{t('checkout.addAddressHint')}</span>
        </span>
      )}
      <Icon name="right" size={16} className={styles.arrow} />
      <span className={styles.stripe} aria-hidden="true" />
    </Link>
  );
}
