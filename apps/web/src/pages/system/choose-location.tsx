import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { useGoBack } from '../../components/layout/use-go-back';
import { toast } from '../../components/ui/toast';
import { addressQueries } from '../../features/cart/api/address-api';
import { ChooseLocationView } from '../../features/location/components/choose-location-view';
import {
  CHOSEN_LOCATION_KEY,
  placeFromParams,
  returnAddress,
  type Place,
} from '../../features/location/location-rules';
import { writeJson } from '../../lib/storage';
import { useUserStore } from '../../stores/user-store';

/**
 * /choose-location: no map key is configured, so an address picker: one of the member's saved
 * addresses or a region and street; the place returns to `?redirect=` (this app's page) in its query,
 * else it is kept under `cloudmall:chosen-location` and the picker goes back.
 */
export default function SystemChooseLocationPage() {
  const { t } = useTranslation('location');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const goBack = useGoBack('/');
  const isLogin = useUserStore((state) => state.isLogin);
  const saved = useQuery({ ...addressQueries.list(), enabled: isLogin });
  const choose = (place: Place) => {
    const back = returnAddress(params.get('redirect'), place);
    toast.success(t('choose.chosen'));
    if (back) return void navigate(back, { replace: true });
    writeJson(CHOSEN_LOCATION_KEY, place);
    goBack();
  };
  return (
    <PageShell>
      <ChooseLocationView
        key={saved.data ? 'loaded' : 'loading'}
        saved={saved.data ?? []}
        initial={placeFromParams(params)}
        onChoose={choose}
      />
    </PageShell>
  );
}
