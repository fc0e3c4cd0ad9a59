import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/layout/page-shell';
import { Card } from '../../../components/ui/card';
import { TransferForm } from '../../../features/wallet/components/transfer/transfer-form';
import styles from './money-pages.module.css';

/** /pages/user/money/transfer: send balance to another member by username or ID, after confirming who. */
export default function TransferPage() {
  const { t } = useTranslation('wallet');
  return (
    <PageShell>
      <Card className="cm-first-card">
        <TransferForm />
      </Card>
      <p className={styles.note}>{t('transfer.note')}</p>
    </PageShell>
  );
}
