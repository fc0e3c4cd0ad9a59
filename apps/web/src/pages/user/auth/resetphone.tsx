import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { Card } from '../../../components/ui/card';
import { SendCodeForm } from '../../../features/auth/components/send-code-form';
import { maskMobile } from '../../../features/user/mask-mobile';
import { useUserStore } from '../../../stores/user-store';
import { PAGES } from '../../../lib/paths';

/** /pages/user/auth/resetphone: change phone, step 1: the new number gets a `changemobile` code. */
export default function ResetPhonePage() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const current = useUserStore((state) => state.mobile);

  return (
    <PageShell>
      <Card className="cm-first-card">
        <p style={{ margin: '0 0 16px', color: 'var(--cm-text-2)', fontSize: 14 }}>
          {current
            ? t('resetphone.current', { mobile: maskMobile(current) })
            : t('resetphone.none')}
        </p>
        <SendCodeForm
          event="changemobile"
          label={t('fields.newMobile')}
          submitLabel={t('resetphone.submit')}
          check={(mobile) => (mobile === current ? 'common:validation.sameMobile' : undefined)}
          onSent={(mobile, sentAt) => {
            const query = new URLSearchParams({ event: 'changemobile', mobile });
            void navigate(`${PAGES.authVerification}?${query.toString()}`, { state: { sentAt } });
          }}
        />
      </Card>
    </PageShell>
  );
}
