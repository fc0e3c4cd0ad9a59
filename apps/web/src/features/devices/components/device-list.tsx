import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedList } from '../../../components/layout/paged-list';
import { Icon } from '../../../components/ui/icon';
import { GoButton } from '../../../components/ui/go-button';
import { RefreshList } from '../../../components/ui/refresh-list';
import { PAGES } from '../../../lib/paths';
import { deviceQueries, type DeviceRow } from '../api/device-queries';
import { canClaimFree } from '../device-state';
import { useDeviceCommands } from '../hooks/use-device-commands';
import { ClaimFreeCard } from './claim-free-card';
import { DeviceCard } from './device-card';
import { DeviceDetailsSheet } from './device-details-sheet';
import { RenewSheet } from './renew-sheet';
import styles from './devices.module.css';
import codeStyles from './codes.module.css';
import { keyedItem } from '../../../components/layout/keyed-item';

/** My cloud phones: the free-phone offer while unclaimed, each phone's card, renewal and details sheets. */
export function DeviceList() {
  const { t } = useTranslation('devices');
  const query = useInfiniteQuery(deviceQueries.devices());
  const commands = useDeviceCommands();
  const [renewing, setRenewing] = useState<DeviceRow>();
  const [details, setDetails] = useState<DeviceRow>();
  const loaded = query.data?.pages.flatMap((page) => page.data);
  const offerFree = loaded !== undefined && canClaimFree(loaded, commands.claimedHere);

  return (
    <RefreshList onRefresh={async () => void (await query.refetch())}>
      <nav className={codeStyles.shortcuts} aria-label={t('shortcuts')}>
        <Link to={PAGES.cart1} className={codeStyles.shortcut}>
          <Icon name="key" size={18} />
          <span>{t('links.redeem')}</span>
        </Link>
        <Link to={PAGES.mycode} className={codeStyles.shortcut}>
          <Icon name="list" size={18} />
          <span>{t('links.codes')}</span>
        </Link>
      </nav>
      {offerFree && (
        <ClaimFreeCard
          pending={commands.pending === 'claim'}
          onClaim={() => void commands.claimFree()}
        />
      )}
      <PagedList
        query={query}
        listClassName={styles.list}
        renderItem={keyedItem((device) => (
          <DeviceCard
            device={device}
            pending={commands.pending}
            onAction={(action) => void commands.act(device.id, action)}
            onRenew={() => setRenewing(device)}
            onDetails={() => setDetails(device)}
          />
        ))}
        empty={{
          icon: 'phone',
          title: t('empty.title'),
          description: t('empty.description'),
          action: (
            <GoButton variant="outline" to={PAGES.cart1}>
              {t('links.redeem')}
            </GoButton>
          ),
        }}
      />
      <RenewSheet device={renewing} onClose={() => setRenewing(undefined)} />
      <DeviceDetailsSheet device={details} onClose={() => setDetails(undefined)} />
    </RefreshList>
  );
}
