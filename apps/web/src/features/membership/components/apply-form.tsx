import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { membershipCommands } from '../api/membership-queries';
import { useMembershipSend } from '../api/use-membership-send';
import styles from './membership.module.css';

const FIELDS = ['name', 'contact', 'region', 'reason'] as const;
type Field = (typeof FIELDS)[number];
const LIMITS: Record<Field, [number, number]> = {
  name: [2, 50],
  contact: [3, 50],
  region: [2, 50],
  reason: [0, 500],
};

/** The distributor application: name, contact, region and why; each checked before sending. */
export function ApplyForm() {
  const { t } = useTranslation(['membership', 'errors']);
  const { sending, send } = useMembershipSend();
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    contact: '',
    region: '',
    reason: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) {
      const length = values[field].trim().length;
      if (length < LIMITS[field][0]) found[field] = t('errors:required');
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || sending) return;
    const sent = await send(() => membershipCommands.apply(values));
    if (sent !== false) toast.success(t('distributor.applied'));
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`distributor.fields.${field}`)}
          name={`distributor-${field}`}
          value={values[field]}
          maxLength={LIMITS[field][1]}
          placeholder={t(`distributor.placeholders.${field}`)}
          error={errors[field]}
          onChange={(value) => {
            setValues((old) => ({ ...old, [field]: value }));
            setErrors((old) => ({ ...old, [field]: undefined }));
          }}
        />
      ))}
      <PrimaryButton type="submit" loading={sending}>
        {t('distributor.submit')}
      </PrimaryButton>
    </form>
  );
}
