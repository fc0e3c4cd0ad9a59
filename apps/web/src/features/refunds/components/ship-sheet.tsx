import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { Sheet } from '../../../components/ui/sheet';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { isTrackingNumber } from '../refund-states';
import styles from './sheet.module.css';
import { RadioButton } from '../../../components/ui/radio-button';

interface ShipSheetProps {
  visible: boolean;
  couriers: { id: number; name: string }[];
  onClose: () => void;
  onShip: (courier: string, number: string) => Promise<void>;
}

/** The buyer ships the return: pick the courier, type the tracking number. */
export function ShipSheet({ visible, couriers, onClose, onShip }: ShipSheetProps) {
  const { t } = useTranslation('refunds');
  const numberId = useId();
  const [courier, setCourier] = useState('');
  const [number, setNumber] = useState('');
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);
  const problem = !checked
    ? undefined
    : !courier
      ? 'courierRequired'
      : !isTrackingNumber(number)
        ? 'numberInvalid'
        : undefined;

  const send = async () => {
    setChecked(true);
    if (!courier || !isTrackingNumber(number)) return;
    setSending(true);
    try {
      await onShip(courier, number.trim());
    } finally {
      setSending(false);
    }
  };

  return (
    <Sheet
      visible={visible}
      onClose={onClose}
      styles={styles}
      title={t('ship.title')}
      closeLabel={t('actions.cancel')}
    >
      <div className={styles.field} role="radiogroup" aria-label={t('ship.courier')}>
        <span className={styles.label}>{t('ship.courier')}</span>
        <div className={styles.couriers}>
          {couriers.map((c) => (
            <RadioButton
              key={c.id}
              checked={courier === c.name}
              className={`${styles.courier} ${courier === c.name ? styles.courierOn : ''}`}
              onClick={() => setCourier(c.name)}
            >
              {c.name}
            </RadioButton>
          ))}
        </div>
        {problem === 'courierRequired' && (
          <p className={styles.error} role="alert">
            {t('ship.courierRequired')}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={numberId}>
          {t('ship.number')}
        </label>
        <Input
          id={numberId}
          className={styles.input}
          value={number}
          onChange={setNumber}
          placeholder={t('ship.numberPlaceholder')}
          maxLength={40}
          autoComplete="off"
        />
        {problem === 'numberInvalid' && (
          <p className={styles.error} role="alert">
            {t('ship.numberInvalid')}
          </p>
        )}
      </div>
      <div className={styles.submit}>
        <PrimaryButton onClick={() => void send()} loading={sending}>
          {t('ship.submit')}
        </PrimaryButton>
      </div>
    </Sheet>
  );
}
