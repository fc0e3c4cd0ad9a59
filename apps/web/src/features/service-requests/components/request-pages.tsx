import { COMPLAINT_REASONS, FEEDBACK_TYPES, type ServiceKind } from '@cloudmall/contract/service';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { TabStrip } from '../../../components/ui/tab-strip';
import { toast } from '../../../components/ui/toast';
import { PAGES } from '../../../lib/paths';
import { useQueryTab } from '../../../lib/use-query-tab';
import { serviceKeys } from '../api/service-api';
import { targetFromParams } from '../service-rules';
import { RequestForm } from './request-form';
import { RequestList } from './request-list';
import styles from './service.module.css';

const LISTS = { feedback: PAGES.feedbackLists, complaint: PAGES.complaintLists } as const;
const FORMS = { feedback: PAGES.feedback, complaint: PAGES.complaint } as const;

/** After sending: a toast, the member's lists reload, and `then` runs (go to the list). */
function useSent(then: () => void) {
  const { t } = useTranslation('service');
  const queryClient = useQueryClient();
  return () => {
    toast.success(t('form.sent'));
    void queryClient.invalidateQueries({ queryKey: serviceKeys.all });
    then();
  };
}

/** The feedback or complaint form, a link to the member's list in the bar; sent → the list. */
export function RequestFormPage({ kind }: { kind: 'feedback' | 'complaint' }) {
  const { t } = useTranslation('service');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sent = useSent(() => void navigate(LISTS[kind], { replace: true }));
  const initial = kind === 'complaint' ? (targetFromParams(params) ?? undefined) : undefined;
  return (
    <PageShell
      right={
        <Link to={LISTS[kind]} className="cm-text-button">
          {t(`${kind}.mine`)}
        </Link>
      }
    >
      <p className={styles.intro}>{t(`${kind}.intro`)}</p>
      <RequestForm
        kind={kind}
        categories={kind === 'feedback' ? FEEDBACK_TYPES : COMPLAINT_REASONS}
        initial={initial}
        onSent={sent}
      />
    </PageShell>
  );
}

/** The member's feedback or complaints with the desk's replies. */
export function RequestListPage({ kind }: { kind: 'feedback' | 'complaint' }) {
  const { t } = useTranslation('service');
  return (
    <PageShell
      right={
        <Link to={FORMS[kind]} className="cm-text-button">
          {t(`${kind}.new`)}
        </Link>
      }
    >
      <RequestList kind={kind} addTo={FORMS[kind]} />
    </PageShell>
  );
}

const CONSULT_TABS = ['ask', 'mine'] as const;

/** Expert consultation: ask (subject, description, photos, contact) or read one's questions and answers. */
export function ConsultationPage() {
  const { t } = useTranslation('service');
  const [tab, setTab] = useQueryTab('tab', CONSULT_TABS, 'ask');
  const sent = useSent(() => setTab('mine'));
  const kind: ServiceKind = 'consultation';
  return (
    <PageShell>
      <TabStrip
        label={t('consultation.tabs')}
        tabs={CONSULT_TABS.map((value) => ({ value, label: t(`consultation.tab.${value}`) }))}
        value={tab}
        onChange={setTab}
      />
      {tab === 'ask' ? (
        <>
          <p className={styles.intro}>{t('consultation.intro')}</p>
          <RequestForm kind={kind} categories={[]} onSent={sent} />
        </>
      ) : (
        <RequestList kind={kind} addTo={`${PAGES.bingli}`} />
      )}
    </PageShell>
  );
}
