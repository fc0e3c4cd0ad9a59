import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryFailedView } from '../../../components/layout/load-failed-view';
import { PageLoadingView } from '../../../components/layout/page-loading-view';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icon';
import { RefreshList } from '../../../components/ui/refresh-list';
import { mediaUrl } from '../../../lib/media';
import { formatPrice } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import { refundQueries, type RefundInfo } from '../api/refund-queries';
import { useRefundActions } from '../hooks/use-refund-actions';
import { refundPaths } from '../refund-paths';
import { refundActions, refundReasonKey, refundTypeKey } from '../refund-states';
import { OrderGoodsRow } from '../../../components/order/order-goods-row';
import { RefundTimeline } from './refund-timeline';
import { ShipSheet } from './ship-sheet';
import { StateBanner } from './state-banner';
import styles from './refund-details-view.module.css';

/** One request: state banner, return address or parcel, the item, the request's facts, the latest log lines and the state's actions. */
export function RefundDetailsView({ id }: { id: number }) {
  const { t } = useTranslation('refunds');
  const query = useQuery(refundQueries.info(id));
  const [shipOpen, setShipOpen] = useState(false);
  const { run, ship } = useRefundActions(() => setShipOpen(true));
  if (query.isPending) return <PageLoadingView />;
  if (query.isError) return <QueryFailedView query={query} />;
  const refund = query.data;
  const actions = refundActions(refund).filter((action) => action !== 'log');
  return (
    <>
      <RefreshList onRefresh={async () => void (await query.refetch())}>
        <StateBanner key={`${refund.state}-${refund.due_time}`} refund={refund} />
        <div className={styles.body}>
          {refund.shopConfig && <ReturnAddressCard address={refund.shopConfig} />}
          {refund.state === 2 && refund.refuse_content && (
            <Card title={t('details.refuseReason')}>
              <p className={styles.note}>{refund.refuse_content}</p>
            </Card>
          )}
          {refund.express_no && (
            <Card title={t('details.returnParcel')}>
              <p className={styles.parcel}>
                <Icon name="truck" size={18} /> {refund.express_name} · {refund.express_no}
              </p>
            </Card>
          )}
          <Card
            title={
              <span className={styles.shop}>
                <Icon name="store" size={16} /> {refund.shop.shopname}
              </span>
            }
          >
            <OrderGoodsRow {...refund.goods} />
          </Card>
          <FactsCard refund={refund} />
          <Card
            title={t('details.history')}
            extra={
              <Link className={styles.more} to={refundPaths.log(refund.id)}>
                {t('details.allHistory')} <Icon name="right" size={12} />
              </Link>
            }
          >
            <RefundTimeline lines={refund.log.slice(-3).reverse()} compact />
          </Card>
        </div>
      </RefreshList>
      {actions.length > 0 && (
        <>
          <div className={styles.spacer} aria-hidden="true" />
          <footer className={styles.bar}>
            {actions.map((action) => (
              <button
                key={action}
                type="button"
                className={
                  action === 'ship' || action === 'arbitrate' ? styles.main : styles.button
                }
                onClick={() => void run(refund.id, action)}
                data-testid={`refund-action-${action}`}
              >
                {t(`actions.${action}`)}
              </button>
            ))}
          </footer>
        </>
      )}
      <ShipSheet
        visible={shipOpen}
        couriers={refund.kuaidi}
        onClose={() => setShipOpen(false)}
        onShip={async (courier, number) => {
          if (await ship(refund.id, courier, number)) setShipOpen(false);
        }}
      />
    </>
  );
}

function ReturnAddressCard({ address }: { address: NonNullable<RefundInfo['shopConfig']> }) {
  const { t } = useTranslation('refunds');
  return (
    <Card title={t('details.returnAddress')}>
      <div className={styles.address}>
        <Icon name="pin" size={20} />
        <span>
          <strong>
            {address.returnName} {address.returnPhoneNum}
          </strong>
          <small>{address.returnAddr || t('details.addressByChat')}</small>
        </span>
      </div>
    </Card>
  );
}

function FactsCard({ refund }: { refund: RefundInfo }) {
  const { t } = useTranslation('refunds');
  const rows: [string, string][] = [
    [t('details.amount'), formatPrice(refund.price)],
    [t('details.paid'), formatPrice(refund.goods.actual_payment)],
    [t('form.type'), t(`type.${refundTypeKey(refund.type)}`)],
    [
      t('form.received'),
      t(refund.expressType === 1 ? 'expressType.received' : 'expressType.notReceived'),
    ],
    [t('form.reason'), t(`reason.${refundReasonKey(refund.reason)}`)],
    [t('details.number'), String(refund.id)],
    [t('details.createdAt'), formatDateTime(refund.createtime)],
  ];
  if (refund.completetime)
    rows.push([t('details.completedAt'), formatDateTime(refund.completetime)]);
  return (
    <Card title={t('details.facts')}>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd className={label === t('details.amount') ? styles.money : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      {refund.refund_content && <p className={styles.note}>{refund.refund_content}</p>}
      {refund.images.length > 0 && (
        <ul className={styles.images}>
          {refund.images.map((url) => (
            <li key={url}>
              <img src={mediaUrl(url)} alt="" loading="lazy" />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
