import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import type { Address } from '../api/address-api';
import { Glyph } from './glyphs';
import styles from './address.module.css';
import { addressLine } from '../../../lib/address-line';

interface AddressCardProps {
  address: Address;
  /** Checkout's select mode: the card chooses the address. */
  onChoose?: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
}

/** One delivery address: recipient, number, the address lines, a default badge and its actions. */
export function AddressCard({
  address,
  onChoose,
  onEdit,
  onDelete,
  onSetDefault,
}: AddressCardProps) {
  const { t } = useTranslation('cart');
  const isDefault = address.default === 1;
  const face = (
    <>
      <span className={styles.who}>
        <strong>{address.name}</strong>
        <span>{address.mobile}</span>
        {isDefault && <em className={styles.badge}>{t('address.default')}</em>}
      </span>
      <span className={styles.lines}>{addressLine(address)}</span>
    </>
  );
  return (
    <li className={styles.card} data-testid="address-card">
      {onChoose ? (
        <button
          type="button"
          className={styles.face}
          onClick={onChoose}
          aria-label={`${t('address.chosen')}: ${address.name}`}
        >
          {face}
        </button>
      ) : (
        <div className={styles.face}>{face}</div>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.defaultToggle}
          onClick={onSetDefault}
          disabled={isDefault}
          aria-pressed={isDefault}
        >
          <span className={`${styles.dot} ${isDefault ? styles.dotOn : ''}`}>
            {isDefault && <Glyph name="tick" size={11} strokeWidth={3} />}
          </span>
          {isDefault ? t('address.default') : t('address.setDefault')}
        </button>
        <span className={styles.spacer} />
        <button type="button" onClick={onEdit}>
          <Icon name="edit" size={15} />
          {t('address.edit')}
        </button>
        <button type="button" onClick={onDelete}>
          <Icon name="trash" size={15} />
          {t('address.delete')}
        </button>
      </div>
    </li>
  );
}
