import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../../../components/ui/primary-button';
import { toast, toastError } from '../../../../components/ui/toast';
import { formatCount } from '../../../../lib/count-format';
import { useIdempotentSubmit } from '../../../../lib/forms/use-idempotent-submit';
import { formatPrice } from '../../../../lib/money';
import { exchangePoints } from '../../api/wallet-api';
import { fieldErrorsFrom } from '../../../../lib/forms/field-errors';
import { useInvalidateWallet } from '../../hooks/use-wallet-refresh';
import { checkPointsExchange, maxExchangeablePoints, pointsStep } from '../../points-exchange';
import { AmountField } from '../amount-field';
import { TextAction } from '../text-action';
import styles from './points-exchange-form.module.css';
import { SubmitForm } from '../../../../components/ui/submit-form';

interface PointsExchangeFormProps {
  pointsPerUnit: number;
  score: number;
}

/** Points in, balance out at the configured rate, previewed exactly; one exchange per tap. */
export function PointsExchangeForm({ pointsPerUnit, score }: PointsExchangeFormProps) {
  const { t } = useTranslation(['wallet', 'errors']);
  const [points, setPoints] = useState('');
  const [error, setError] = useState<string>();
  const { submit, pending } = useIdempotentSubmit();
  const invalidateWallet = useInvalidateWallet();
  const step = pointsStep(pointsPerUnit);
  const check = checkPointsExchange(points, pointsPerUnit, score);
  const max = maxExchangeablePoints(score, pointsPerUnit);

  const change = (value: string) => {
    setPoints(value);
    setError(undefined);
  };

  const onSubmit = async () => {
    if (!check.ok) {
      setError(check.key);
      return;
    }
    try {
      const result = await submit({ points: check.points }, (key) =>
        exchangePoints(check.points, key),
      );
      if (!result) return;
      toast.success(
        t('points.done', {
          points: formatCount(result.points),
          amount: formatPrice(result.amount),
        }),
      );
      setPoints('');
      void invalidateWallet();
    } catch (failure) {
      const found = fieldErrorsFrom(
        failure,
        { points: 'points' },
        { points_insufficient: 'points' },
      );
      if (found?.points) setError(found.points);
      else toastError(failure);
    }
  };

  return (
    <SubmitForm onSubmit={onSubmit}>
      <AmountField
        plain
        label={t('points.amount')}
        value={points}
        onChange={change}
        placeholder={t('points.placeholder', { step })}
        error={error && t(error, { step })}
        hint={t('points.owned', { points: formatCount(score) })}
        action={
          <TextAction onClick={() => change(String(max))} disabled={max <= 0}>
            {t('withdraw.all')}
          </TextAction>
        }
      />
      <div className={styles.preview} aria-live="polite">
        <span>{t('points.youGet')}</span>
        <strong data-testid="points-preview">{check.ok ? formatPrice(check.amount) : '--'}</strong>
      </div>
      <PrimaryButton type="submit" loading={pending} disabled={score <= 0}>
        {t('points.submit')}
      </PrimaryButton>
    </SubmitForm>
  );
}
