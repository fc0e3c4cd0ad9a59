import { merchantLiveRoutes, type MerchantLiveDetail } from '@cloudmall/contract/find';
import { Button, Flex, List, Typography, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money';
import { useConsoleMutation } from '../../../lib/query';
import { GoodsPicker } from './goods-picker';

/** The goods of a room; while live the merchant changes them and viewers see the new list at once. */
export function LiveGoodsEditor({ room }: { room: MerchantLiveDetail }) {
  const { t } = useTranslation(['merchant-live', 'common']);
  const [ids, setIds] = useState<number[] | null>(null);
  const save = useConsoleMutation(merchantLiveRoutes.goods, {
    invalidates: [merchantLiveRoutes.detail, merchantLiveRoutes.list],
    onSuccess: () => {
      setIds(null);
      void message.success(t('merchant-live:goodsSaved'));
    },
  });
  const current = room.goods.map((g) => g.id);
  if (room.status !== 'live' || ids === null)
    return (
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="center">
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('merchant-live:fields.goods')}
          </Typography.Title>
          {room.status === 'live' ? (
            <Button size="small" onClick={() => setIds(current)} data-testid="live-goods-edit">
              {t('merchant-live:editGoods')}
            </Button>
          ) : null}
        </Flex>
        <List
          size="small"
          bordered
          dataSource={room.goods}
          locale={{ emptyText: t('merchant-live:noGoods') }}
          renderItem={(g) => (
            <List.Item>
              <Typography.Text ellipsis>{g.title}</Typography.Text>
              <Money minor={g.price.replace('.', '')} />
            </List.Item>
          )}
        />
      </Flex>
    );
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('merchant-live:fields.goods')}
      </Typography.Title>
      <GoodsPicker value={ids} onChange={setIds} known={room.goods} testId="live-goods-picker" />
      <Flex gap={8}>
        <Button
          type="primary"
          loading={save.isPending}
          onClick={() => save.mutate({ id: room.id, goods_ids: ids })}
          data-testid="live-goods-save"
        >
          {t('merchant-live:saveGoods')}
        </Button>
        <Button onClick={() => setIds(null)}>{t('common:actions.cancel')}</Button>
      </Flex>
    </Flex>
  );
}
