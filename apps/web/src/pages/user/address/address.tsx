import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { QueryFailedView } from '../../../components/layout/load-failed-view';
import { PageShell } from '../../../components/layout/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { GoButton } from '../../../components/ui/go-button';
import { RefreshList } from '../../../components/ui/refresh-list';
import { addressQueries } from '../../../features/cart/api/address-api';
import { addAddressPath, chooseForCheckout } from '../../../features/cart/address-return';
import { AddressCard } from '../../../features/cart/components/address-card';
import styles from '../../../features/cart/components/address.module.css';
import { useAddressActions } from '../../../features/cart/hooks/use-address-actions';
import { PAGES } from '../../../lib/paths';

const MANAGE_PATH = PAGES.addressManage;

/**
 * /pages/user/address/address: the member's delivery addresses (default badge, set default, edit,
 * delete with a confirm). With `?source=checkout` tapping an address chooses it for the checkout.
 */
export default function AddressListPage() {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const selecting = params.get('source') === 'checkout';
  const addresses = useQuery(addressQueries.list());
  const actions = useAddressActions();

  const choose = (id: number) => chooseForCheckout(id, params.get('redirect'), navigate);
  const addPath = addAddressPath(params);

  const body = () => {
    if (addresses.isPending) return <ListSkeleton rows={3} />;
    if (!addresses.data) {
      return <QueryFailedView query={addresses} />;
    }
    if (addresses.data.length === 0) {
      return (
        <EmptyState
          icon="pin"
          title={t('address.emptyTitle')}
          description={t('address.emptyDescription')}
        >
          <GoButton to={addPath}>{t('address.add')}</GoButton>
        </EmptyState>
      );
    }
    return (
      <>
        {selecting && <p className={styles.hint}>{t('address.chooseHint')}</p>}
        <ul className={styles.cards}>
          {addresses.data.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              onChoose={selecting ? () => choose(address.id) : undefined}
              onEdit={() => void navigate(`${MANAGE_PATH}?id=${address.id}`)}
              onDelete={() => void actions.remove(address)}
              onSetDefault={() => void actions.makeDefault(address)}
            />
          ))}
        </ul>
        <div className={styles.footer}>
          <GoButton variant="outline" to={addPath}>
            + {t('address.add')}
          </GoButton>
        </div>
      </>
    );
  };

  return (
    <PageShell
      right={
        <Link to={addPath} className="cm-text-button">
          {t('address.addShort')}
        </Link>
      }
    >
      <RefreshList onRefresh={async () => void (await addresses.refetch())}>{body()}</RefreshList>
    </PageShell>
  );
}
