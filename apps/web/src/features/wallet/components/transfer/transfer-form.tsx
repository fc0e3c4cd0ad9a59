import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PrimaryButton } from '../../../../components/ui/primary-button';
import { TextField } from '../../../../components/ui/text-field';
import { toastError } from '../../../../components/ui/toast';
import { useIdempotentSubmit } from '../../../../lib/forms/use-idempotent-submit';
import { useFormErrors } from '../../../../lib/forms/use-form-errors';
import { compareMoney, formatPrice } from '../../../../lib/money';
import { useUserStore } from '../../../../stores/user-store';
import { checkAmount } from '../../amount-check';
import { previewTransfer, sendTransfer } from '../../api/wallet-api';
import { walletQueries, type TransferPreview } from '../../api/wallet-queries';
import { fieldErrorsFrom } from '../../../../lib/forms/field-errors';
import { useInvalidateWallet } from '../../hooks/use-wallet-refresh';
import { AmountField } from '../amount-field';
import { TextAction } from '../text-action';
import { TransferConfirmSheet } from './transfer-confirm-sheet';
import { TransferReceipt, type TransferResult } from './transfer-receipt';
import { SubmitForm } from '../../../../components/ui/submit-form';

type Field = 'to' | 'amount';
const byField = { to: 'to', amount: 'amount' } as const;
const byMessage = {
  transfer_to_self: 'to',
  transfer_target_not_found: 'to',
  insufficient_balance: 'amount',
} as const;

/**
 * To (username or phone number) and amount → Next asks the server who that is → confirm in a sheet →
 * transfer → a receipt (to whom, amount, time, reference) until the member starts another.
 */
export function TransferForm() {
  const { t } = useTranslation(['wallet', 'errors']);
  const myUsername = useUserStore((state) => state.username);
  const myMobile = useUserStore((state) => state.mobile);
  const summary = useQuery(walletQueries.summary());
  const [params] = useSearchParams();
  // a member code (`?to=`, scanned from their QR) addresses the transfer; it is still confirmed
  const [to, setTo] = useState(() => (params.get('to') ?? '').slice(0, 64));
  const [amount, setAmount] = useState('');
  const [preview, setPreview] = useState<TransferPreview>();
  const [checking, setChecking] = useState(false);
  const [receipt, setReceipt] = useState<TransferResult>();
  const { errors, validate, clearError, setErrors } = useFormErrors<Field>();
  const { submit, pending } = useIdempotentSubmit();
  const invalidateWallet = useInvalidateWallet();
  const available = summary.data?.balance;

  const checkTo = (value: string) => {
    const target = value.trim();
    if (target === '') return 'errors:required';
    if (
      target.toLowerCase() === myUsername.toLowerCase() ||
      (myMobile !== '' && target === myMobile)
    )
      return 'errors:transfer_to_self';
    return undefined;
  };
  const checkTransferAmount = (value: string) => {
    const problem = checkAmount(value);
    if (problem || available === undefined) return problem;
    return compareMoney(value.trim(), available) > 0 ? 'errors:insufficient_balance' : undefined;
  };
  /** A failure about the receiver or the amount goes beside the field; answers false when toasted. */
  const showFailure = (error: unknown): boolean => {
    const found = fieldErrorsFrom<Field>(error, byField, byMessage);
    if (found) setErrors(found);
    else toastError(error);
    return found !== undefined;
  };
  const changeTo = (value: string) => {
    setTo(value);
    clearError('to');
  };
  const changeAmount = (value: string) => {
    setAmount(value);
    clearError('amount');
  };

  const next = async () => {
    if (checking || !validate({ to: checkTo(to), amount: checkTransferAmount(amount) })) return;
    setChecking(true);
    try {
      setPreview(await previewTransfer(to.trim(), amount.trim()));
    } catch (error) {
      showFailure(error);
    } finally {
      setChecking(false);
    }
  };

  const confirm = async () => {
    const payload = { to: to.trim(), amount: amount.trim() };
    try {
      const result = await submit(payload, (key) =>
        sendTransfer({ ...payload, idempotency_key: key }),
      );
      if (!result) return;
      setReceipt(result);
      setPreview(undefined);
      setTo('');
      setAmount('');
      void invalidateWallet();
    } catch (error) {
      // a timeout keeps the sheet open: confirming again retries with the same idempotency key
      if (showFailure(error)) setPreview(undefined);
    }
  };

  if (receipt) return <TransferReceipt result={receipt} onAgain={() => setReceipt(undefined)} />;

  return (
    <SubmitForm onSubmit={next}>
      <TextField
        label={t('transfer.to')}
        icon="user"
        value={to}
        onChange={changeTo}
        placeholder={t('transfer.toPlaceholder')}
        maxLength={32}
        autoComplete="off"
        error={errors.to && t(errors.to)}
      />
      <AmountField
        label={t('transfer.amount')}
        value={amount}
        onChange={changeAmount}
        placeholder={t('transfer.amountPlaceholder')}
        error={errors.amount && t(errors.amount)}
        hint={
          available !== undefined
            ? t('transfer.available', { amount: formatPrice(available) })
            : undefined
        }
        action={
          <TextAction
            onClick={() => available && changeAmount(available)}
            disabled={!available || compareMoney(available, '0') <= 0}
          >
            {t('withdraw.all')}
          </TextAction>
        }
      />
      <PrimaryButton type="submit" loading={checking}>
        {t('transfer.next')}
      </PrimaryButton>
      <TransferConfirmSheet
        preview={preview}
        pending={pending}
        onConfirm={() => void confirm()}
        onClose={() => setPreview(undefined)}
      />
    </SubmitForm>
  );
}
