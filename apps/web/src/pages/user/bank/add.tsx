import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/layout/page-shell';
import { useGoBack } from '../../../components/layout/use-go-back';
import { Card } from '../../../components/ui/card';
import { walletKeys } from '../../../features/wallet/api/wallet-queries';
import { BankAccountForm } from '../../../features/wallet/components/bank/bank-account-form';
import { PAGES } from '../../../lib/paths';

/** /pages/user/bank/add: a bank card or a USDT address (with its network) to receive withdrawals. */
export default function AddBankAccountPage() {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const goBack = useGoBack(PAGES.bank);
  const saved = () => {
    void queryClient.invalidateQueries({ queryKey: walletKeys.banks() });
    goBack();
  };
  return (
    <PageShell>
      <Card className="cm-first-card">
        <p className="cm-muted">{t('bank.addIntro')}</p>
        <BankAccountForm onSaved={saved} />
      </Card>
    </PageShell>
  );
}
