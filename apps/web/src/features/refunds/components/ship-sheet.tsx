import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { isTrackingNumber } from '../refund-states';
import styles from './sheet.module.css';
import { PillChoice } from './pill-choice';
import { RefundSheet } from './refund-sheet';

interface ShipSheetProps {
  visible: boolean;
  couriers: { id: number; name: string }[];
  onClose: () => void;
  onShip: (courier: string, number: string) => Promise<void>;
}

/** The buyer ships the return: pick the courier, type the tracking number. */
export function ShipSheet({ couriers, onShip, ...sheet }: ShipSheetProps) {
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

  const problemLine = (which: 'courierRequired' | 'numberInvalid') =>
    problem === which && (
      <p className={styles.error} role="alert">
        {t(`ship.${which}`)}
      </p>
    );

  return (
    <RefundSheet {...sheet} title={t('ship.title')}>
      <div className={styles.field} role="radiogroup" aria-label={t('ship.courier')}>
        <span className={styles.label}>{t('ship.courier')}</span>
        <div className={styles.couriers}>
          <PillChoice
            options={couriers.map((c) => ({ value: c.name, text: c.name }))}
            value={courier}
            onPick={setCourier}
            classNames={{ pill: styles.courier, on: styles.courierOn }}
          />
        </div>
        {problemLine('courierRequired')}
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
        {problemLine('numberInvalid')}
      </div>
      <div className={styles.submit}>
        <PrimaryButton onClick={() => void send()} loading={sending}>
          {t('ship.submit')}
        </PrimaryButton>
      </div>
    </RefundSheet>
  );
}
