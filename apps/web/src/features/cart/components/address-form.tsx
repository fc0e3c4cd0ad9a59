import { AddressFieldsSchema } from '@cloudmall/contract/orders';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { Switch } from '../../../components/ui/switch';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { saveAddress, type Address } from '../api/address-api';
import styles from './address.module.css';

type Field = 'name' | 'mobile' | 'province' | 'city' | 'district' | 'address';
const FIELDS = [
  'name',
  'mobile',
  'province',
  'city',
  'district',
  'address',
] as const satisfies readonly Field[];
/** Server field names (`data.name`) and form fields (`name`) both map to the field. */
const BY_FIELD = Object.fromEntries(
  FIELDS.flatMap((field) => [
    [field, field],
    [`data.${field}`, field],
  ]),
) as Record<Field, Field>;

const LIMITS: Record<Field, number> = {
  name: 32,
  mobile: 16,
  province: 32,
  city: 32,
  district: 32,
  address: 120,
};

/** Adds an address, or edits `initial`; field problems are shown translated beside their fields. */
export function AddressForm({
  initial,
  onSaved,
}: {
  initial?: Address;
  onSaved: (address: Address) => void;
}) {
  const { t } = useTranslation(['cart', 'errors']);
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    name: initial?.name ?? '',
    mobile: initial?.mobile ?? '',
    province: initial?.province ?? '',
    city: initial?.city ?? '',
    district: initial?.district ?? '',
    address: initial?.address ?? '',
  }));
  const [isDefault, setIsDefault] = useState(initial?.default === 1);
  const { busy, submit, bind } = useContractForm<Field>(BY_FIELD);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const data = { ...values, default: isDefault ? (1 as const) : (0 as const) };
    const send = () =>
      saveAddress(
        initial ? { type: 'edit', data: { ...data, id: initial.id } } : { type: 'add', data },
      );
    await submit(AddressFieldsSchema, data, send, (saved) => {
      toast.success(t('address.saved'));
      onSaved(saved);
    });
  };

  const field = (
    name: Field,
    extra: { inputMode?: 'tel'; autoComplete?: string; type?: 'tel' } = {},
  ) => (
    <TextField
      label={t(`address.${name}`)}
      value={values[name]}
      {...bind(name, (value) =>
        setValues((current) => ({
          ...current,
          [name]: name === 'mobile' ? value.replace(/[^\d]/g, '') : value,
        })),
      )}
      placeholder={t(`address.${name}Placeholder`)}
      maxLength={LIMITS[name]}
      {...extra}
    />
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      {field('name', { autoComplete: 'name' })}
      {field('mobile', { inputMode: 'tel', type: 'tel', autoComplete: 'tel' })}
      {field('province', { autoComplete: 'address-level1' })}
      {field('city', { autoComplete: 'address-level2' })}
      {field('district', { autoComplete: 'address-level3' })}
      {field('address', { autoComplete: 'street-address' })}
      <label className={styles.switchRow}>
        <span>{t('address.makeDefault')}</span>
        {/* a default stays the default until another is chosen */}
        <Switch
          checked={isDefault}
          onChange={setIsDefault}
          disabled={initial?.default === 1}
          aria-label={t('address.makeDefault')}
        />
      </label>
      <PrimaryButton type="submit" loading={busy}>
        {t('address.save')}
      </PrimaryButton>
    </form>
  );
}
