import { useState, type FormEvent } from 'react';
import { MobileField } from '../../../features/auth/components/mobile-field';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { Card } from '../../../components/ui/card';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { useSendCode } from '../../../lib/forms/use-send-code';
import { checks } from '../../../lib/forms/field-checks';
import { maskMobile } from '../../../features/user/mask-mobile';
import { useUserStore } from '../../../stores/user-store';
import { PAGES } from '../../../lib/paths';

/** /pages/user/auth/resetphone: change phone, step 1: the new number gets a `changemobile` code. */
export default function ResetPhonePage() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const current = useUserStore((state) => state.mobile);
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<string>();
  const sms = useSendCode('changemobile');

  const next = async (event: FormEvent) => {
    event.preventDefault();
    const problem =
      checks.mobile(mobile) ??
      (mobile.trim() === current ? 'common:validation.sameMobile' : undefined);
    setError(problem);
    if (problem) return;
    const sentAt = Date.now();
    if (await sms.send(mobile.trim())) {
      const query = new URLSearchParams({ event: 'changemobile', mobile: mobile.trim() });
      void navigate(`${PAGES.authVerification}?${query.toString()}`, { state: { sentAt } });
    }
  };

  return (
    <PageShell>
      <Card className="cm-first-card">
        <p style={{ margin: '0 0 16px', color: 'var(--cm-text-2)', fontSize: 14 }}>
          {current
            ? t('resetphone.current', { mobile: maskMobile(current) })
            : t('resetphone.none')}
        </p>
        <form onSubmit={(event) => void next(event)} noValidate>
          <MobileField
            label={t('fields.newMobile')}
            value={mobile}
            onChange={(value) => {
              setMobile(value);
              setError(undefined);
            }}
            error={error}
          />
          <PrimaryButton type="submit" loading={sms.sending}>
            {t('resetphone.submit')}
          </PrimaryButton>
        </form>
      </Card>
    </PageShell>
  );
}
