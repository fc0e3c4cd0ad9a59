import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { QueryWaitPage } from '../../../components/layout/query-wait-page';
import { useGoBack } from '../../../components/layout/use-go-back';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { isApiErrorKey } from '@cloudmall/client';
import { formatDateTime } from '../../../lib/time';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { BankAccountCard } from '../../../features/wallet/components/bank/bank-account-card';
import { useDeleteBank } from '../../../features/wallet/hooks/use-delete-bank';
import styles from './bank-pages.module.css';
import { PAGES } from '../../../lib/paths';

/** /pages/user/bank/details?id=: one payout account (masked) with delete. */
export default function BankAccountDetailsPage() {
  const { t } = useTranslation('wallet');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const validId = Number.isInteger(id) && id > 0;
  const bank = useQuery({ ...walletQueries.bankDetails(id), enabled: validId });
  const { remove, deleting } = useDeleteBank();
  const goBack = useGoBack(PAGES.bank);

  if (!validId || isApiErrorKey(bank.error, 'bank_account_not_found')) {
    return (
      <PageShell>
        <EmptyState icon="bank" title={t('bank.notFound')} />
      </PageShell>
    );
  }
  if (!bank.data) return <QueryWaitPage query={bank} />;
  const account = bank.data;
  const rows = [
    { key: 'type', value: t(`bank.types.${account.type}`) },
    { key: 'holder', value: account.holder },
    account.type === 'usdt'
      ? { key: 'network', value: account.network }
      : { key: 'bankName', value: account.bank_name },
    { key: account.type === 'usdt' ? 'address' : 'cardNumber', value: account.account },
    { key: 'added', value: formatDateTime(account.createtime) },
  ];
  return (
    <PageShell>
      <ul className={styles.cards}>
        <BankAccountCard bank={account} linked={false} />
      </ul>
      <Card className="cm-first-card">
        <dl className={styles.rows}>
          {rows.map((row) => (
            <div key={row.key} className={styles.row}>
              <dt>{t(`bank.${row.key}`)}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <div className={styles.footer}>
        <PrimaryButton
          variant="outline"
          loading={deleting}
          onClick={() => void remove(account).then((removed) => removed && goBack())}
        >
          {t('bank.delete')}
        </PrimaryButton>
      </div>
    </PageShell>
  );
}
