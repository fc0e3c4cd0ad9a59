import { Button, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useUrlQuery } from '../../../lib/url-query';
import { AddressPoolTab } from './address-pool-tab';
import { ConfirmDepositModal } from './confirm-deposit-modal';
import { CreditedDepositsTab } from './credited-deposits-tab';
import { ImportAddressesModal } from './import-addresses-modal';

const TABS = ['pool', 'awaiting', 'credited'] as const;

/** Deposits: the address pool per network (import), addresses awaiting a deposit, credited deposits, confirm by hash. */
export default function DepositsPage() {
  const { t } = useTranslation(['admin-money', 'common']);
  const [query, setQuery] = useUrlQuery();
  const [modal, setModal] = useState<'import' | 'confirm'>();
  const tab = TABS.find((name) => name === query.tab) ?? 'pool';
  // Each tab has its own filters: switching clears the others' and goes back to page 1.
  const switchTo = (next: string) =>
    setQuery(
      Object.fromEntries([
        ...Object.keys(query).map((key) => [key, undefined]),
        ['tab', next === 'pool' ? undefined : next],
      ]),
    );

  return (
    <>
      <PageHeader
        title={t('deposits.title')}
        subtitle={t('deposits.subtitle')}
        extra={
          <Space>
            <Button onClick={() => setModal('import')}>{t('deposits.import')}</Button>
            <Button type="primary" onClick={() => setModal('confirm')}>
              {t('deposits.confirm')}
            </Button>
          </Space>
        }
      />
      <Tabs
        activeKey={tab}
        onChange={switchTo}
        destroyOnHidden
        items={[
          { key: 'pool', label: t('deposits.tabs.pool'), children: <AddressPoolTab /> },
          {
            key: 'awaiting',
            label: t('deposits.tabs.awaiting'),
            children: <AddressPoolTab awaiting />,
          },
          {
            key: 'credited',
            label: t('deposits.tabs.credited'),
            children: <CreditedDepositsTab />,
          },
        ]}
      />
      <ImportAddressesModal open={modal === 'import'} onClose={() => setModal(undefined)} />
      <ConfirmDepositModal open={modal === 'confirm'} onClose={() => setModal(undefined)} />
    </>
  );
}
