import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { CardsTable } from './cards-table';

/** Distributor → My water cards: the cards they bought, their codes and who redeemed them. */
export default function MyWaterCardsPage() {
  const { t } = useTranslation('membership');
  return (
    <>
      <PageHeader title={t('mine.title')} subtitle={t('mine.subtitle')} />
      <CardsTable own />
    </>
  );
}
