import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../../components/layout/page-shell';
import { GoneState } from '../../../../features/find/components/common/record-view';
import { PostDetails } from '../../../../features/find/components/details/post-details';
import { queryId } from '../../../../lib/query-id';

/** /pages/apps/find/details/details?id=&afferent=comments: one post with its comments. */
export default function AppsFindDetailsDetailsPage() {
  const { t } = useTranslation('find');
  const [params] = useSearchParams();
  const id = queryId(params.get('id'));
  if (!id) {
    return (
      <PageShell>
        <GoneState icon="compass" title={t('gone.noPost')} />
      </PageShell>
    );
  }
  return <PostDetails key={id} id={id} focusComments={params.get('afferent') === 'comments'} />;
}
