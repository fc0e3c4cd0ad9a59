import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RecordPage } from '../../../../components/layout/record-page';
import { GoneState } from '../../../../features/find/components/common/record-view';
import { PostDetails } from '../../../../features/find/components/details/post-details';

/** /pages/apps/find/details/details?id=&afferent=comments: one post with its comments. */
export default function AppsFindDetailsDetailsPage() {
  const { t } = useTranslation('find');
  const [params] = useSearchParams();
  return (
    <RecordPage ownShell missing={<GoneState icon="compass" title={t('gone.noPost')} />}>
      {(id) => (
        <PostDetails key={id} id={id} focusComments={params.get('afferent') === 'comments'} />
      )}
    </RecordPage>
  );
}
