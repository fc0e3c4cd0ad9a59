import type { ShopApplicationRow } from '@cloudmall/contract/merchant';
import { Descriptions, Drawer, Image, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUnixTime } from '../../../lib/time';
import { StateBadge } from './state-badge';

/** One application in full: its fields, the photos (zoomable, signed addresses) and the actions. */
export function ApplicationDrawer({
  row,
  actions,
  onClose,
}: {
  row: ShopApplicationRow | undefined;
  actions: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation('shop-apply-admin');
  const photos = row
    ? [
        { url: row.front_url, label: t('photos.front') },
        { url: row.back_url, label: t('photos.back') },
        { url: row.licence_url, label: t('photos.licence') },
      ].filter((photo) => photo.url)
    : [];
  return (
    <Drawer
      open={row !== undefined}
      onClose={onClose}
      width={560}
      title={row ? t('drawerTitle', { name: row.shopname || `#${row.id}` }) : ''}
      extra={actions}
    >
      {row && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('fields.member')}>
              {row.username} <Typography.Text type="secondary">#{row.user_id}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.state')}>
              <StateBadge row={row} />
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.storeType')}>
              {t(`storeTypes.${row.store_type}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.shopname')}>{row.shopname}</Descriptions.Item>
            <Descriptions.Item label={t('fields.realName')}>{row.real_name}</Descriptions.Item>
            <Descriptions.Item label={t('fields.idType')}>
              {t(`idTypes.${row.id_type}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.idNumber')}>
              <Typography.Text code>{row.id_number}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.mobile')}>{row.mobile}</Descriptions.Item>
            <Descriptions.Item label={t('fields.updated')}>
              {formatUnixTime(row.updatetime)}
            </Descriptions.Item>
            {row.shop_id > 0 && (
              <Descriptions.Item label={t('fields.shop')}>#{row.shop_id}</Descriptions.Item>
            )}
          </Descriptions>
          <Image.PreviewGroup>
            <Space wrap>
              {photos.map((photo) => (
                <figure key={photo.label} style={{ margin: 0 }}>
                  <Image
                    src={photo.url}
                    width={160}
                    height={104}
                    style={{ objectFit: 'cover', borderRadius: 6 }}
                    alt={photo.label}
                  />
                  <figcaption>
                    <Typography.Text type="secondary">{photo.label}</Typography.Text>
                  </figcaption>
                </figure>
              ))}
            </Space>
          </Image.PreviewGroup>
        </Space>
      )}
    </Drawer>
  );
}
