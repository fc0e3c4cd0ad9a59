import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadFailedView } from '../../../components/layout/load-failed-view';
import { PageLoadingView } from '../../../components/layout/page-loading-view';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { Icon } from '../../../components/ui/icon';
import { TextArea } from '../../../components/ui/text-area';
import { toast, toastError } from '../../../components/ui/toast';
import { ApiError } from '@cloudmall/client';
import { useIdempotentSubmit } from '../../../lib/forms/use-idempotent-submit';
import { formatPrice } from '../../../lib/money';
import { refreshOrderCounters } from '../../../lib/order-counters';
import { PAGES, paths } from '../../../lib/paths';
import { AddressCard } from '../../../components/order/address-card';
import { CheckoutBar } from '../../../components/order/checkout-bar';
import { OrderGoodsRow } from '../../../components/order/order-goods-row';
import {
  groupKeys,
  groupQueries,
  placeGroupOrder,
  type GroupPreview,
  type GroupPreviewInput,
} from '../api/group-queries';
import { groupPaths } from '../group-paths';
import styles from './group-confirm-view.module.css';
import shared from './group-shared.module.css';

/** The address list in "choose for checkout" mode; it returns here with `address_id` on the URL. */
const chooseAddressPath = ({ address_id: _ignored, ...line }: GroupPreviewInput) =>
  `${PAGES.address}?source=checkout&redirect=${encodeURIComponent(groupPaths.confirm(line))}`;

/** Confirm a group (or alone) order: address, item, unit price, the team, remarks; submit once, then the cashier. */
export function GroupConfirmView({ line }: { line: GroupPreviewInput }) {
  const { t } = useTranslation('groups');
  const navigate = useNavigate();
  const preview = useQuery(groupQueries.preview(line));
  if (preview.isPending) return <PageLoadingView />;
  if (preview.isError) {
    const message = preview.error instanceof ApiError ? preview.error.text : undefined;
    const rule =
      preview.error instanceof ApiError && (preview.error.messageKey ?? '').startsWith('group_');
    if (!rule) return <LoadFailedView message={message} onRetry={() => void preview.refetch()} />;
    return (
      <EmptyState icon="team" title={message ?? ''} description={t('confirm.ruleHint')}>
        <PrimaryButton
          variant="outline"
          onClick={() => void navigate(groupPaths.goods(line.goods_id), { replace: true })}
        >
          {t('confirm.backToGoods')}
        </PrimaryButton>
      </EmptyState>
    );
  }
  return <ConfirmForm data={preview.data} line={line} />;
}

function ConfirmForm({ data, line }: { data: GroupPreview; line: GroupPreviewInput }) {
  const { t } = useTranslation(['groups', 'errors']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { submit, pending } = useIdempotentSubmit();
  const [remarks, setRemarks] = useState('');

  const send = async () => {
    if (!data.addressData) {
      toast.fail(t('errors:address_required'));
      return;
    }
    const payload = { ...line, address_id: data.addressData.id, remarks: remarks.trim() };
    try {
      const result = await submit(payload, (key) =>
        placeGroupOrder({ ...payload, idempotency_key: key }),
      );
      if (!result) return;
      void queryClient.invalidateQueries({ queryKey: groupKeys.all });
      void refreshOrderCounters();
      void navigate(paths.cashier(result.order_id), { replace: true });
    } catch (error) {
      toastError(error);
    }
  };

  const alone = data.group_type === 'alone';
  return (
    <>
      <AddressCard address={data.addressData} chooseLink={chooseAddressPath(line)} />
      <Card title={data.goods.shop_name}>
        <OrderGoodsRow
          image={data.goods.image}
          title={data.goods.title}
          difference={data.goods.difference}
          price={data.price}
          number={data.number}
        >
          <span className={shared.modeTag}>
            {alone ? t('confirm.alone') : t('card.people', { count: data.group.people_num })}
          </span>
        </OrderGoodsRow>
        <dl className={styles.sumRows}>
          <div>
            <dt>{alone ? t('confirm.alonePrice') : t('confirm.groupPrice')}</dt>
            <dd>{formatPrice(data.price)}</dd>
          </div>
          <div>
            <dt>{t('confirm.subtotal', { count: data.number })}</dt>
            <dd>{formatPrice(data.sum)}</dd>
          </div>
          <div className={shared.muted}>
            <dt>{t('confirm.freight')}</dt>
            <dd>{t('confirm.freightAtCashier')}</dd>
          </div>
        </dl>
        <label className={styles.remarks}>
          <span>{t('confirm.remarks')}</span>
          <TextArea
            value={remarks}
            onChange={setRemarks}
            maxLength={200}
            rows={2}
            placeholder={t('confirm.remarksPlaceholder')}
          />
        </label>
      </Card>
      {!alone && (
        <Card>
          <p className={styles.teamNote}>
            <Icon name="team" size={18} />
            {data.team
              ? t('confirm.joining', {
                  name: data.team.leader.nickname || t('team.someone'),
                  count: data.team.seats_left,
                })
              : t('confirm.opening', {
                  count: data.group.people_num,
                  hours: data.group.group_hours,
                })}
          </p>
        </Card>
      )}
      <CheckoutBar
        count={data.number}
        total={data.sum}
        pending={pending}
        onSubmit={() => void send()}
      />
    </>
  );
}
