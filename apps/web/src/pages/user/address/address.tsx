import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { OwnItemsPage } from '../../../components/layout/own-items-page';
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

  return (
    <OwnItemsPage
      query={addresses}
      onRefresh={async () => void (await addresses.refetch())}
      skeletonRows={3}
      add={{
        to: addAddressPath(params),
        label: t('address.add'),
        shortLabel: t('address.addShort'),
      }}
      empty={{
        icon: 'pin',
        title: t('address.emptyTitle'),
        description: t('address.emptyDescription'),
      }}
    >
      {(items) => (
        <>
          {selecting && <p className={styles.hint}>{t('address.chooseHint')}</p>}
          <ul className={styles.cards}>
            {items.map((address) => (
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
        </>
      )}
    </OwnItemsPage>
  );
}
