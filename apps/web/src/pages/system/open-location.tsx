import { useSearchParams } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { OpenLocationView } from '../../features/location/components/open-location-view';
import { placeFromParams } from '../../features/location/location-rules';

/**
 * /open-location?name=&address=&latitude=&longitude=: the place given, with a copy button and a link
 * that opens it on a maps site (no map is drawn: no map key is configured).
 */
export default function SystemOpenLocationPage() {
  const [params] = useSearchParams();
  return (
    <PageShell>
      <OpenLocationView place={placeFromParams(params)} />
    </PageShell>
  );
}
