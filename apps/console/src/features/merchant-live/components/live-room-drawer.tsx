import { merchantLiveRoutes, type MerchantLiveDetail } from '@cloudmall/contract/find';
import { ReloadOutlined } from '@ant-design/icons';
import {
  Button,
  Descriptions,
  Drawer,
  Flex,
  Popconfirm,
  Statistic,
  Tag,
  Typography,
  message,
  type ButtonProps,
} from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useConsoleMutation, useConsoleQuery } from '../../../lib/query';
import { formatDuration } from '../live-format';
import { LiveGoodsEditor } from './live-goods-editor';

/** One room of the shop: push URL and stream key to copy, viewers and likes (refreshed), goods, end. */
export function LiveRoomDrawer({ roomId, onClose }: { roomId?: number; onClose: () => void }) {
  const { t } = useTranslation(['merchant-live', 'common']);
  const detail = useConsoleQuery(
    merchantLiveRoutes.detail,
    { id: roomId ?? 0 },
    { enabled: roomId !== undefined, refetchIntervalMs: 5000 },
  );
  const end = useConsoleMutation(merchantLiveRoutes.end, {
    invalidates: [merchantLiveRoutes.list, merchantLiveRoutes.detail],
    onSuccess: () => void message.success(t('merchant-live:endedToast')),
  });
  const room = roomId !== undefined ? detail.data : undefined;
  return (
    <Drawer
      open={roomId !== undefined}
      onClose={onClose}
      width={640}
      title={room?.title ?? t('merchant-live:room')}
      extra={
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void detail.refetch()}
          aria-label={t('common:actions.reload')}
        />
      }
    >
      {room ? (
        <RoomBody room={room} ending={end.isPending} onEnd={() => end.mutate({ id: room.id })} />
      ) : null}
    </Drawer>
  );
}

/** A secret to copy into the encoder, or a note that the room was not started here. */
function CopyableKey({ value, testId }: { value: string; testId: string }) {
  const { t } = useTranslation('merchant-live');
  if (!value) return <>{t('noKey')}</>;
  return (
    <Typography.Text code copyable data-testid={testId}>
      {value}
    </Typography.Text>
  );
}

function RoomBody(props: { room: MerchantLiveDetail; ending: boolean; onEnd: () => void }) {
  const { t } = useTranslation(['merchant-live', 'common']);
  const { room } = props;
  const live = room.status === 'live';
  return (
    <Flex vertical gap={20}>
      <Flex gap={32} data-testid="live-figures">
        {live ? (
          <Statistic
            title={t('merchant-live:online')}
            value={room.online}
            valueRender={(node) => <span data-testid="live-online">{node}</span>}
          />
        ) : null}
        <Statistic title={t('merchant-live:columns.views')} value={room.views} />
        <Statistic title={t('merchant-live:columns.likes')} value={room.likes} />
        <Statistic
          title={t('merchant-live:columns.duration')}
          value={formatDuration(room.duration)}
        />
      </Flex>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('merchant-live:columns.status')}>
          <Tag color={live ? 'red' : 'default'} data-testid="live-status">
            {t(`merchant-live:status.${room.status}`)}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('merchant-live:pushUrl')}>
          <CopyableKey value={room.push_url} testId="live-push-url" />
        </Descriptions.Item>
        <Descriptions.Item label={t('merchant-live:streamKey')}>
          <CopyableKey value={room.stream_key} testId="live-stream-key" />
        </Descriptions.Item>
        <Descriptions.Item label={t('merchant-live:playUrl')}>
          <Typography.Text copyable>{room.hls_url}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('merchant-live:columns.started')}>
          {dayjs.unix(room.started_at).format('YYYY-MM-DD HH:mm')}
          {room.ended_at ? ` ~ ${dayjs.unix(room.ended_at).format('YYYY-MM-DD HH:mm')}` : ''}
        </Descriptions.Item>
      </Descriptions>
      {live && room.stream_key ? (
        <Typography.Paragraph type="secondary">{t('merchant-live:pushHelp')}</Typography.Paragraph>
      ) : null}
      <LiveGoodsEditor room={room} />
      {live ? (
        <Popconfirm
          title={t('merchant-live:endTitle')}
          description={t('merchant-live:endDescription')}
          okText={t('merchant-live:end')}
          okButtonProps={{ danger: true, 'data-testid': 'live-end-confirm' } as ButtonProps}
          cancelText={t('common:actions.cancel')}
          onConfirm={props.onEnd}
        >
          <Button danger loading={props.ending} data-testid="live-end">
            {t('merchant-live:end')}
          </Button>
        </Popconfirm>
      ) : null}
    </Flex>
  );
}
