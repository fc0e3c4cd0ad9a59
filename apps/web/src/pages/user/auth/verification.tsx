import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { Card } from '../../../components/ui/card';
import { toast, toastError } from '../../../components/ui/toast';
import { IncompleteLink } from '../../../features/auth/components/incomplete-link';
import { SmsCodeEntry } from '../../../features/auth/components/sms-code-entry';
import { readSentAt } from '../../../features/auth/sent-at';
import { changeMobile } from '../../../features/user/api/user-api';
import { PAGES } from '../../../lib/paths';

/** /pages/user/auth/verification: code entry that proves the new phone (`changemobile`). */
export default function VerificationPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const mobile = params.get('mobile') ?? '';
  if (!mobile || params.get('event') !== 'changemobile') return <IncompleteLink />;

  const complete = async (code: string): Promise<boolean> => {
    try {
      await changeMobile(mobile, code);
      toast.success(t('resetphone.success'));
      void navigate(PAGES.securityCenter, { replace: true });
      return true;
    } catch (error) {
      toastError(error);
      return false;
    }
  };

  return (
    <PageShell>
      <Card className="cm-first-card">
        <SmsCodeEntry
          mobile={mobile}
          event="changemobile"
          sentAt={readSentAt(location.state)}
          onComplete={complete}
        />
      </Card>
    </PageShell>
  );
}
