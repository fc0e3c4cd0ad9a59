import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '@cloudmall/client';
import { deviceCommands, deviceKeys, deviceQueries } from '../api/device-queries';
import { normalizeCode } from '../code-format';
import { StateBadge } from './state-badge';
import styles from './codes.module.css';

/** A new cloud phone is asked for with device id 0. */
const NEW_PHONE = 0;

/** Redeems a code once: onto one of my phones, or (a cloud-phone code) as a new cloud phone. */
export function RedeemForm({ initialCode }: { initialCode: string }) {
  const { t } = useTranslation(['devices', 'errors']);
  const queryClient = useQueryClient();
  const devices = useInfiniteQuery(deviceQueries.devices());
  const phones = devices.data?.pages.flatMap((page) => page.data) ?? [];
  const [code, setCode] = useState(initialCode);
  const [target, setTarget] = useState<number>();
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  // a phone that has not expired is the likelier target; with none, a new cloud phone
  const chosen = target ?? phones.find((phone) => phone.state !== 'expired')?.id ?? NEW_PHONE;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const plain = normalizeCode(code);
    if (!plain) {
      setError(t('errors:activation_code_required'));
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      const result = await deviceCommands.redeem(plain, chosen);
      toast.success(t('redeem.done', { name: result.device.name }));
      setCode('');
      setTarget(result.device.id);
    } catch (failure) {
      if (failure instanceof ApiError && failure.kind !== 'aborted') setError(failure.text);
    } finally {
      setSending(false);
      void queryClient.invalidateQueries({ queryKey: deviceKeys.all });
    }
  };

  return (
    <form className={styles.redeem} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className={styles.sectionTitle}>{t('redeem.title')}</h2>
      <TextField
        label={t('redeem.code')}
        icon="key"
        name="activation-code"
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(undefined);
        }}
        placeholder={t('redeem.placeholder')}
        maxLength={64}
        autoComplete="off"
        error={error}
      />
      <fieldset className={styles.targets}>
        <legend>{t('redeem.target')}</legend>
        {phones.map((phone) => (
          <label key={phone.id} className={styles.target}>
            <input
              type="radio"
              name="target"
              checked={chosen === phone.id}
              onChange={() => setTarget(phone.id)}
            />
            <span className={styles.targetName}>{phone.name}</span>
            <StateBadge state={phone.state} />
          </label>
        ))}
        <label className={styles.target}>
          <input
            type="radio"
            name="target"
            checked={chosen === NEW_PHONE}
            onChange={() => setTarget(NEW_PHONE)}
          />
          <span className={styles.targetName}>{t('redeem.newPhone')}</span>
        </label>
        {devices.hasNextPage && (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => void devices.fetchNextPage()}
          >
            {t('redeem.morePhones')}
          </button>
        )}
      </fieldset>
      <p className={styles.hint}>{t('redeem.hint')}</p>
      <PrimaryButton type="submit" loading={sending}>
        {t('redeem.submit')}
      </PrimaryButton>
    </form>
  );
}
