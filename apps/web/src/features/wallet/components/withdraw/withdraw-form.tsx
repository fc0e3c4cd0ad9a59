import { formatMinor, parseAmountToMinor } from '@cloudmall/contract';
import { type BankAccount } from '@cloudmall/contract/wallet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../../../components/ui/primary-button';
import { toast, toastError } from '../../../../components/ui/toast';
import { useIdempotentSubmit } from '../../../../lib/forms/use-idempotent-submit';
import { useFormErrors } from '../../../../lib/forms/use-form-errors';
import { compareMoney, formatPrice } from '../../../../lib/money';
import { checkWithdrawAmount } from '../../amount-check';
import { requestWithdrawal } from '../../api/wallet-api';
import type { WithdrawConfig } from '../../api/wallet-queries';
import { fieldErrorsFrom } from '../../../../lib/forms/field-errors';
import { useInvalidateWallet } from '../../hooks/use-wallet-refresh';
import { previewWithdrawal } from '../../withdraw-fee';
import { AmountField } from '../amount-field';
import { TextAction } from '../text-action';
import { FeePreview } from './fee-preview';
import { PayoutPicker } from './payout-picker';
import { WithdrawConfirmSheet, type WithdrawRequestDraft } from './withdraw-confirm-sheet';
import styles from './withdraw-form.module.css';
import { SubmitForm } from '../../../../components/ui/submit-form';

type Field = 'amount' | 'bank';

/** The largest multiple of the step within the balance and the maximum, or undefined below the minimum. */
function allAmount(config: WithdrawConfig): string | undefined {
  const cap = compareMoney(config.available, config.max) < 0 ? config.available : config.max;
  const step = parseAmountToMinor(config.step);
  const capMinor = parseAmountToMinor(cap);
  const minor = step > 0n ? capMinor - (capMinor % step) : capMinor;
  return minor > 0n && compareMoney(formatMinor(minor), config.min) >= 0
    ? formatMinor(minor)
    : undefined;
}

interface WithdrawFormProps {
  config: WithdrawConfig;
  banks: BankAccount[];
  onDone: () => void;
}

/**
 * Amount with limits, exact fee preview (and USDT for a USDT address), payout account; Withdraw opens a
 * confirm step (amount, fee, what arrives, where), and Confirm sends one request with an idempotency key.
 */
export function WithdrawForm({ config, banks, onDone }: WithdrawFormProps) {
  const { t } = useTranslation(['wallet', 'errors']);
  const [amount, setAmount] = useState('');
  const [bankId, setBankId] = useState<number>();
  const [draft, setDraft] = useState<WithdrawRequestDraft>();
  const { errors, validate, clearError, setErrors } = useFormErrors<Field>();
  const { submit, pending } = useIdempotentSubmit();
  const invalidateWallet = useInvalidateWallet();
  const chosenBank = banks.find((bank) => bank.id === bankId) ?? banks[0];
  const selectedBank = chosenBank?.id;
  const amountProblem = checkWithdrawAmount(amount, config);
  const preview = amountProblem === undefined ? previewWithdrawal(amount, config) : undefined;
  const all = allAmount(config);
  const limitValues = {
    min: formatPrice(config.min),
    max: formatPrice(config.max),
    step: formatPrice(config.step),
  };

  const changeAmount = (value: string) => {
    setAmount(value);
    clearError('amount');
  };

  const onSubmit = () => {
    const valid = validate({
      amount:
        amountProblem ?? (preview?.isTooSmall ? 'wallet:withdraw.errors.tooSmall' : undefined),
      bank: chosenBank === undefined ? 'wallet:withdraw.errors.payoutRequired' : undefined,
    });
    if (!valid || !chosenBank || !preview) return;
    setDraft({ amount: amount.trim(), preview, bank: chosenBank, usdtRate: config.usdt_rate });
  };

  const confirm = async () => {
    if (!draft) return;
    const payload = { amount: draft.amount, bank_id: draft.bank.id };
    try {
      const withdrawal = await submit(payload, (key) =>
        requestWithdrawal({ ...payload, idempotency_key: key }),
      );
      if (!withdrawal) return;
      setDraft(undefined);
      toast.success(t('withdraw.submitted'));
      void invalidateWallet();
      onDone();
    } catch (error) {
      const found = fieldErrorsFrom<Field>(
        error,
        { amount: 'amount', bank_id: 'bank' },
        {
          withdrawal_amount_invalid: 'amount',
          insufficient_balance: 'amount',
          bank_account_not_found: 'bank',
        },
      );
      // a timeout keeps the sheet open: confirming again retries with the same idempotency key
      if (found) {
        setDraft(undefined);
        setErrors(found);
      } else toastError(error);
      if (!found || found.amount === 'errors:insufficient_balance') void invalidateWallet();
    }
  };

  return (
    <SubmitForm onSubmit={onSubmit}>
      <AmountField
        label={t('withdraw.amount')}
        value={amount}
        onChange={changeAmount}
        placeholder={t('withdraw.amountPlaceholder', limitValues)}
        error={errors.amount && t(errors.amount, limitValues)}
        hint={t('withdraw.limits', limitValues)}
        action={
          <TextAction onClick={() => all && changeAmount(all)} disabled={!all}>
            {t('withdraw.all')}
          </TextAction>
        }
      />
      <p className={styles.available}>
        {t('withdraw.available', { amount: formatPrice(config.available) })}
      </p>
      <FeePreview
        rule={config}
        preview={preview}
        usdtRate={chosenBank?.type === 'usdt' ? config.usdt_rate : undefined}
      />
      <PayoutPicker
        banks={banks}
        value={selectedBank}
        onChange={(id) => {
          setBankId(id);
          clearError('bank');
        }}
        error={errors.bank && t(errors.bank)}
      />
      <div className={styles.submit}>
        <PrimaryButton type="submit" loading={pending}>
          {t('withdraw.submit')}
        </PrimaryButton>
      </div>
      <p className={styles.note}>{t('withdraw.note')}</p>
      <WithdrawConfirmSheet
        draft={draft}
        pending={pending}
        onConfirm={() => void confirm()}
        onClose={() => setDraft(undefined)}
      />
    </SubmitForm>
  );
}
