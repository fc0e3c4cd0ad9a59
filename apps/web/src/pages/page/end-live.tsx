import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { GoneState } from '../../features/find/components/common/record-view';
import { EndSummary } from '../../features/find/components/live/end-summary';
import { queryId } from '../../lib/query-id';

/** /pages/page/end_live?id=: the summary of an ended live room. */
export default function PageEndLivePage() {
  const { t } = useTranslation('find');
  const [params] = useSearchParams();
  const id = queryId(params.get('id'));
  return (
    <PageShell>
      {id ? (
        <EndSummary key={id} roomId={id} />
      ) : (
        <GoneState icon="video" title={t('gone.noRoom')} />
      )}
    </PageShell>
  );
}
