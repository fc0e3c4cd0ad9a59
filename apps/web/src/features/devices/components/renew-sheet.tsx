import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryWaitView } from '../../../components/layout/query-wait-view';
import { ItemSheet } from '../../../components/ui/item-sheet';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { toast } from '../../../components/ui/toast';
import { ApiError, isApiErrorKey } from '@cloudmall/client';
import { createIntentKeys } from '../../../lib/idempotency';
import { formatPrice } from '../../../lib/money';
import { PAGES } from '../../../lib/paths';
import { formatDate } from '../../../lib/time';
import { deviceCommands, deviceKeys, deviceQueries, type DeviceRow } from '../api/device-queries';
import { instantMs } from '../expiry';
import styles from './sheets.module.css';
import { RadioButton } from '../../../components/ui/radio-button';

/** A sheet about one of my phones: open while it has the phone. */
export interface DeviceSheetProps {
  device: DeviceRow | undefined;
  onClose: () => void;
}

/** Renewal: pick a plan (days, price), confirm, pay from the balance; too little balance leads to top-up. */
export function RenewSheet({ device, onClose }: DeviceSheetProps) {
  return (
    <ItemSheet item={device} onMaskClick={onClose} className={styles.sheet}>
      {(shown) => <RenewBody device={shown} onClose={onClose} />}
    </ItemSheet>
  );
}

function RenewBody({ device, onClose }: { device: DeviceRow; onClose: () => void }) {
  const { t } = useTranslation(['devices', 'common']);
  const queryClient = useQueryClient();
  const plans = useQuery(deviceQueries.renewPlans());
  const [days, setDays] = useState<number>();
  const [failure, setFailure] = useState<{ text: string; topUp: boolean }>();
  const [paying, setPaying] = useState(false);
  const keys = useRef(createIntentKeys()).current;
  const chosen = plans.data?.plans.find((plan) => plan.days === days) ?? plans.data?.plans[0];

  const pay = async () => {
    if (!chosen || paying) return;
    setPaying(true);
    setFailure(undefined);
    try {
      const key = keys.keyFor({ id: device.id, days: chosen.days });
      const result = await deviceCommands.renew(device.id, chosen.days, key);
      keys.succeeded();
      toast.success(t('renew.done', { date: formatDate(instantMs(result.device.expires_at)) }));
      onClose();
    } catch (error) {
      const text = error instanceof ApiError ? error.text : t('common:loader.failedDescription');
      setFailure({ text, topUp: isApiErrorKey(error, 'insufficient_balance') });
    } finally {
      setPaying(false);
      void queryClient.invalidateQueries({ queryKey: deviceKeys.all });
    }
  };

  return (
    <div role="dialog" aria-modal="true" aria-labelledby="renew-title">
      <h2 id="renew-title" className={styles.title}>
        {t('renew.title', { name: device.name })}
      </h2>
      <QueryWaitView query={plans} className={styles.centred} spinnerSize={24} />
      {plans.data && plans.data.plans.length === 0 && (
        <p className={styles.note}>{t('renew.noPlans')}</p>
      )}
      {plans.data && chosen && (
        <>
          <div className={styles.plans} role="radiogroup" aria-label={t('renew.plansLabel')}>
            {plans.data.plans.map((plan) => (
              <RadioButton
                key={plan.days}
                checked={plan.days === chosen.days}
                className={plan.days === chosen.days ? styles.planOn : styles.plan}
                onClick={() => {
                  setDays(plan.days);
                  setFailure(undefined);
                }}
              >
                <strong>{t('renew.planDays', { count: plan.days })}</strong>
                <span>{formatPrice(plan.price)}</span>
              </RadioButton>
            ))}
          </div>
          <p className={styles.balance}>
            {t('renew.balance', { amount: formatPrice(plans.data.balance) })}
          </p>
          {failure && (
            <div className={styles.failure} role="alert">
              <span>{failure.text}</span>
              {failure.topUp && (
                <Link to={PAGES.recharge} className={styles.topUp}>
                  {t('renew.topUp')}
                </Link>
              )}
            </div>
          )}
          <div className={styles.buttons}>
            <PrimaryButton variant="outline" onClick={onClose} disabled={paying}>
              {t('common:actions.cancel')}
            </PrimaryButton>
            <PrimaryButton onClick={() => void pay()} loading={paying}>
              {t('renew.confirm', { amount: formatPrice(chosen.price) })}
            </PrimaryButton>
          </div>
        </>
      )}
    </div>
  );
}
