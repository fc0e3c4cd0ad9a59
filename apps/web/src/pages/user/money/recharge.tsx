import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/layout/page-shell';
import { SectionTitle } from '../../../features/wallet/components/bills/section-title';
import { MethodOption } from '../../../features/wallet/components/topup/method-option';
import { TopupIntro } from '../../../features/wallet/components/topup/topup-intro';
import { TopupNotes } from '../../../features/wallet/components/topup/topup-notes';
import { PAGES } from '../../../lib/paths';

/** /pages/user/money/recharge: how top-up works; USDT leads to the network choice. */
export default function RechargePage() {
  const { t } = useTranslation('wallet');
  return (
    <PageShell>
      <TopupIntro title={t('topup.introTitle')} description={t('topup.introDescription')} />
      <SectionTitle>{t('topup.chooseMethod')}</SectionTitle>
      <MethodOption
        to={PAGES.selectNetwork}
        badge="₮"
        title="USDT"
        subtitle={t('topup.usdtSubtitle')}
      />
      <TopupNotes />
    </PageShell>
  );
}
