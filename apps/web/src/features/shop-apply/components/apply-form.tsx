import {
  SHOP_ID_TYPES,
  SHOP_STORE_TYPES,
  ShopApplyInputSchema,
  type ShopApplication,
} from '@cloudmall/contract/merchant';
import { kycNeedsBack } from '@cloudmall/contract/wallet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { PrivatePhotoField } from '../../../components/ui/private-photo-field';
import { SubmitForm } from '../../../components/ui/submit-form';
import { ChoiceButtons } from '../../../components/ui/tab-strip';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { saveApplication } from '../api/shop-apply-queries';
import { type ApplyValues, inputOf, needsLicence, valuesOf } from '../shop-apply-rules';
import styles from './shop-apply.module.css';
import photoField from '../../../components/ui/private-photo-field.module.css';

type Field = keyof ApplyValues;
const FIELDS = Object.fromEntries(Object.keys(valuesOf(null)).map((f) => [f, f])) as Record<
  Field,
  Field
>;
type Photo = 'front_image' | 'back_image' | 'licence_image';
const SIGNED: Record<Photo, 'front_url' | 'back_url' | 'licence_url'> = {
  front_image: 'front_url',
  back_image: 'back_url',
  licence_image: 'licence_url',
};

/**
 * The application: shop type and name, the applicant's document (type, number, photos: a back
 * photo only for a document that has one, a business licence only for an enterprise) and contact.
 * "Save draft" keeps it as typed; "Send" checks it with the contract first.
 */
export function ApplyForm({
  application,
  onSaved,
}: {
  application: ShopApplication | null;
  onSaved: (saved: ShopApplication) => void;
}) {
  const { t } = useTranslation(['shop-apply', 'errors']);
  const [values, setValues] = useState(() => valuesOf(application));
  const [uploads, setUploads] = useState(0);
  const [sending, setSending] = useState<'draft' | 'send'>();
  const { errors, clearError, busy, submit, bind } = useContractForm<Field>(FIELDS);
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const text = (field: Field) => ({ value: values[field], ...bind(field, set(field)) });
  const track = (uploading: boolean) => setUploads((count) => count + (uploading ? 1 : -1));

  const save = async (send: boolean) => {
    if (uploads > 0) return;
    setSending(send ? 'send' : 'draft');
    const input = inputOf(values, send);
    await submit(ShopApplyInputSchema, input, () => saveApplication(input), onSaved);
  };

  const photo = (field: Photo, label: string) => (
    <PrivatePhotoField
      label={label}
      value={values[field]}
      savedUrl={
        application && values[field] === application[field] ? application[SIGNED[field]] : ''
      }
      uploadedLabel={t('uploaded')}
      onChange={bind(field, set(field)).onChange}
      onBusyChange={track}
      error={errors[field] && t('photoRequired')}
    />
  );

  /** A type chosen among a few, which clears the photo error it changes (licence, back side). */
  const choice = <K extends 'store_type' | 'id_type'>(
    field: K,
    label: 'storeType' | 'idType',
    types: readonly ApplyValues[K][],
    clears: Photo,
  ) => (
    <>
      <span className={styles.label}>{t(label)}</span>
      <ChoiceButtons
        label={t(label)}
        tabs={types.map((type) => ({ value: type, label: t(`${label}s.${type}`) }))}
        value={values[field]}
        onChange={(type) => {
          setValues((v) => ({ ...v, [field]: type }));
          clearError(clears);
        }}
        classNames={{ row: styles.choices, tab: styles.choice, on: styles.chosen }}
      />
    </>
  );

  return (
    <SubmitForm onSubmit={() => save(true)}>
      {choice('store_type', 'storeType', SHOP_STORE_TYPES, 'licence_image')}
      <TextField label={t('shopname')} icon="store" maxLength={32} {...text('shopname')} />
      <TextField label={t('realName')} icon="user" maxLength={64} {...text('real_name')} />
      {choice('id_type', 'idType', SHOP_ID_TYPES, 'back_image')}
      <TextField label={t('idNumber')} icon="idcard" maxLength={32} {...text('id_number')} />
      <TextField
        label={t('mobile')}
        icon="phone"
        type="tel"
        inputMode="tel"
        maxLength={20}
        {...text('mobile')}
      />
      <span className={styles.label}>{t('photos')}</span>
      <div className={photoField.pair}>
        {photo('front_image', t(kycNeedsBack(values.id_type) ? 'front' : 'photoPage'))}
        {kycNeedsBack(values.id_type) && photo('back_image', t('back'))}
        {needsLicence(values.store_type) && photo('licence_image', t('licence'))}
      </div>
      <p className={photoField.pairHint}>{t('photoHint')}</p>
      <div className={styles.actions}>
        <PrimaryButton
          variant="outline"
          onClick={() => void save(false)}
          loading={busy && sending === 'draft'}
          disabled={uploads > 0 || busy}
        >
          {t('saveDraft')}
        </PrimaryButton>
        <PrimaryButton
          type="submit"
          loading={busy && sending === 'send'}
          disabled={uploads > 0 || busy}
        >
          {t('send')}
        </PrimaryButton>
      </div>
    </SubmitForm>
  );
}
