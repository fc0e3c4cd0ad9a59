import { useTranslation } from 'react-i18next';
import { GoButton } from '../../../components/ui/go-button';
import { AccountPage } from '../../../features/wallet/components/bills/account-page';
import { PAGES } from '../../../lib/paths';

/** /pages/user/money/details: the available balance and its entries; pull to refresh. */
export default function BalanceDetailsPage() {
  const { t } = useTranslation('wallet');
  return (
    <AccountPage account="balance" icon="wallet" descriptionKey="details.description">
      <GoButton variant="outline" to={PAGES.recharge}>
        {t('home.actions.topUp')}
      </GoButton>
      <GoButton to={PAGES.withdraw}>{t('home.actions.withdraw')}</GoButton>
    </AccountPage>
  );
}
