import {
  KYC_ID_TYPES,
  kycNeedsBack,
  KycSubmitSchema,
  type KycIdType,
  type KycStatus,
} from '@cloudmall/contract/wallet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../../../components/ui/primary-button';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { submitKyc } from '../../api/wallet-api';
import { useContractForm } from '../../../../lib/forms/use-contract-form';
import { ChoiceField } from '../choice-field';
import { PrivatePhotoField } from '../../../../components/ui/private-photo-field';
import styles from './kyc-form.module.css';
import { SubmitForm } from '../../../../components/ui/submit-form';
import photoField from '../../../../components/ui/private-photo-field.module.css';

type Field = 'name' | 'id_type' | 'id_number' | 'front_image' | 'back_image';
const FIELDS: Record<Field, Field> = {
  name: 'name',
  id_type: 'id_type',
  id_number: 'id_number',
  front_image: 'front_image',
  back_image: 'back_image',
};

/**
 * Name, document type and number, and photos: the front, and the back only for a document that has
 * one (not a passport); checked with the contract before sending.
 */
export function KycForm({ onSubmitted }: { onSubmitted: (status: KycStatus) => void }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const [name, setName] = useState('');
  const [idType, setIdType] = useState<KycIdType>('identity_card');
  const [idNumber, setIdNumber] = useState('');
  const [front, setFront] = useState('');
  const [back, setBack] = useState('');
  const [uploads, setUploads] = useState(0);
  const { errors, clearError, busy, submit, bind } = useContractForm<Field>(FIELDS);
  const needsBack = kycNeedsBack(idType);

  const track = (uploading: boolean) => setUploads((count) => count + (uploading ? 1 : -1));

  const onSubmit = async () => {
    if (uploads > 0) return;
    const input = {
      name: name.trim(),
      id_type: idType,
      id_number: idNumber.trim(),
      front_image: front,
      back_image: needsBack ? back : '',
    };
    await submit(
      KycSubmitSchema,
      input,
      () => submitKyc(input),
      (status) => {
        toast.success(t('kyc.submitted'));
        onSubmitted(status);
      },
    );
  };

  return (
    <SubmitForm onSubmit={onSubmit}>
      <TextField
        label={t('kyc.name')}
        icon="user"
        value={name}
        {...bind('name', setName)}
        placeholder={t('kyc.namePlaceholder')}
        maxLength={64}
        autoComplete="name"
      />
      <ChoiceField
        label={t('kyc.idType')}
        value={idType}
        onChange={(type) => {
          setIdType(type);
          clearError('back_image');
        }}
        options={KYC_ID_TYPES.map((type) => ({ value: type, label: t(`kyc.idTypes.${type}`) }))}
      />
      <TextField
        label={t('kyc.idNumber')}
        icon="idcard"
        value={idNumber}
        {...bind('id_number', setIdNumber)}
        placeholder={t('kyc.idNumberPlaceholder')}
        maxLength={32}
        autoComplete="off"
      />
      <span className={styles.label}>{t('kyc.photos')}</span>
      <div className={photoField.pair}>
        <PrivatePhotoField
          label={t(needsBack ? 'kyc.front' : 'kyc.photoPage')}
          uploadedLabel={t('kyc.uploaded')}
          value={front}
          onChange={bind('front_image', setFront).onChange}
          onBusyChange={track}
          error={errors.front_image && t('kyc.photoRequired')}
        />
        {needsBack && (
          <PrivatePhotoField
            label={t('kyc.back')}
            uploadedLabel={t('kyc.uploaded')}
            value={back}
            onChange={bind('back_image', setBack).onChange}
            onBusyChange={track}
            error={errors.back_image && t('kyc.photoRequired')}
          />
        )}
      </div>
      <p className={photoField.pairHint}>{t('kyc.photoHint')}</p>
      <PrimaryButton type="submit" loading={busy} disabled={uploads > 0}>
        {t('kyc.submit')}
      </PrimaryButton>
    </SubmitForm>
  );
}
