import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../components/layout/page-shell';
import { GoneState } from '../features/find/components/common/record-view';
import { SingleVideo } from '../features/find/components/video/single-video';
import { queryId } from '../lib/query-id';

/** /pages/CVideo?id=: one video post with the browser's player controls. */
export default function CVideoPage() {
  const { t } = useTranslation('find');
  const [params] = useSearchParams();
  const id = queryId(params.get('id'));
  return (
    <PageShell background="white">
      {id ? <SingleVideo key={id} id={id} /> : <GoneState icon="video" title={t('gone.noPost')} />}
    </PageShell>
  );
}
