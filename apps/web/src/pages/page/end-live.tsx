import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../components/layout/record-page';
import { GoneState } from '../../features/find/components/common/record-view';
import { EndSummary } from '../../features/find/components/live/end-summary';

/** /pages/page/end_live?id=: the summary of an ended live room. */
export default function PageEndLivePage() {
  const { t } = useTranslation('find');
  return (
    <RecordPage missing={<GoneState icon="video" title={t('gone.noRoom')} />}>
      {(id) => <EndSummary key={id} roomId={id} />}
    </RecordPage>
  );
}
