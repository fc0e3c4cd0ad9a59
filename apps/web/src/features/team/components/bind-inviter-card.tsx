import type { TeamOverview } from '@cloudmall/contract/team';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '@cloudmall/client';
import { useBusy } from '../../../lib/forms/use-busy';
import { bindInviter, teamKeys } from '../api/team-queries';
import styles from './team.module.css';

const CODE = /^[A-Za-z0-9]{4,32}$/;

/** Who invited the member; without an inviter, a field to bind one by invitation code (once). */
export function InviterCard({ overview }: { overview: TeamOverview }) {
  const { t } = useTranslation(['team', 'errors']);
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const { busy, run } = useBusy();
  const inviter = overview.inviter;

  if (inviter) {
    return (
      <Card title={t('inviter.title')}>
        <div className={styles.inviter} data-testid="team-inviter">
          <Avatar src={inviter.avatar} name={inviter.nickname} alt={inviter.nickname} size={40} />
          <span className={styles.name}>{inviter.nickname}</span>
        </div>
      </Card>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!CODE.test(value)) {
      setError(t('errors:invalid_invitation_code'));
      return;
    }
    setError(undefined);
    await run(
      async () => {
        const bound = await bindInviter(value);
        toast.success(t('inviter.bound', { name: bound.nickname }));
        await queryClient.invalidateQueries({ queryKey: teamKeys.all });
      },
      (failure) => {
        setError(
          failure instanceof ApiError && failure.text ? failure.text : t('errors:data_anomaly'),
        );
      },
    );
  };

  return (
    <Card title={t('inviter.title')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('inviter.codeLabel')}
          value={code}
          onChange={(value) => {
            setCode(value);
            setError(undefined);
          }}
          name="invite_code"
          icon="gift"
          placeholder={t('inviter.placeholder')}
          maxLength={32}
          error={error}
          hint={t('inviter.hint')}
        />
        <PrimaryButton type="submit" loading={busy}>
          {t('inviter.bind')}
        </PrimaryButton>
      </form>
    </Card>
  );
}
