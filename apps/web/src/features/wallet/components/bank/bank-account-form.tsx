import { BankAccountInputSchema, NETWORKS, type Network } from '@cloudmall/contract/wallet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../../../components/ui/primary-button';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { addBankAccount } from '../../api/wallet-api';
import { useContractForm } from '../../../../lib/forms/use-contract-form';
import { ChoiceField } from '../choice-field';
import { SubmitForm } from '../../../../components/ui/submit-form';

type AccountType = 'bank' | 'usdt';
type Field = 'holder' | 'account' | 'bank_name' | 'network';
const FIELDS: Record<Field, Field> = {
  holder: 'holder',
  account: 'account',
  bank_name: 'bank_name',
  network: 'network',
};

/** Adds a bank card (holder, bank, card number) or a USDT address (holder, network, address). */
export function BankAccountForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const [type, setType] = useState<AccountType>('bank');
  const [holder, setHolder] = useState('');
  const [account, setAccount] = useState('');
  const [bankName, setBankName] = useState('');
  const [network, setNetwork] = useState<Network>('TRC20');
  const { setErrors, busy, submit, bind } = useContractForm<Field>(FIELDS);
  const isUsdt = type === 'usdt';

  const onSubmit = async () => {
    const input = isUsdt
      ? { type, holder: holder.trim(), account: account.trim(), bank_name: '', network }
      : {
          type,
          holder: holder.trim(),
          account: account.replace(/\s+/g, ''),
          bank_name: bankName.trim(),
        };
    await submit(
      BankAccountInputSchema,
      { network: undefined, ...input },
      () => addBankAccount(input),
      () => {
        toast.success(t('bank.saved'));
        onSaved();
      },
    );
  };

  return (
    <SubmitForm onSubmit={onSubmit}>
      <ChoiceField
        label={t('bank.type')}
        value={type}
        onChange={(next) => {
          setType(next);
          setErrors({});
        }}
        options={[
          { value: 'bank', label: t('bank.types.bank') },
          { value: 'usdt', label: t('bank.types.usdt') },
        ]}
      />
      <TextField
        label={t('bank.holder')}
        icon="user"
        value={holder}
        {...bind('holder', setHolder)}
        placeholder={t('bank.holderPlaceholder')}
        maxLength={64}
        autoComplete="name"
      />
      {isUsdt ? (
        <ChoiceField
          label={t('bank.network')}
          value={network}
          onChange={setNetwork}
          options={NETWORKS.map((item) => ({ value: item, label: item }))}
        />
      ) : (
        <TextField
          label={t('bank.bankName')}
          icon="bank"
          value={bankName}
          {...bind('bank_name', setBankName)}
          placeholder={t('bank.bankNamePlaceholder')}
          maxLength={64}
        />
      )}
      <TextField
        label={t(isUsdt ? 'bank.address' : 'bank.cardNumber')}
        icon={isUsdt ? 'link' : 'card'}
        value={account}
        {...bind('account', setAccount)}
        placeholder={t(isUsdt ? 'bank.addressPlaceholder' : 'bank.cardNumberPlaceholder', {
          network,
        })}
        inputMode={isUsdt ? 'text' : 'numeric'}
        maxLength={isUsdt ? 64 : 32}
        autoComplete="off"
        hint={isUsdt ? t('bank.addressHint', { network }) : undefined}
      />
      <PrimaryButton type="submit" loading={busy}>
        {t('bank.save')}
      </PrimaryButton>
    </SubmitForm>
  );
}
