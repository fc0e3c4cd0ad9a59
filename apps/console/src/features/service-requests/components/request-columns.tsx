import type { ServiceRequest } from '@cloudmall/contract/service';
import { Space, Tag, Typography, type TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { CellLines } from '../../../components/cell-lines';
import { PhotoStrip } from '../../../components/photo-strip';
import { formatUnixTime } from '../../../lib/time';

/** The tag colour of each state: waiting gold, in progress blue, answered green, finished grey or red. */
export const STATE_COLORS: Record<string, string> = {
  submitted: 'gold',
  pending: 'gold',
  processing: 'blue',
  replied: 'green',
  answered: 'green',
  resolved: 'green',
  closed: 'default',
  rejected: 'red',
};

/** What the member wrote: the headline (`headline`), the text, the photos (zoom) and the contact. */
export function contentColumn<R extends ServiceRequest>(
  t: TFunction,
  headline: (row: R) => string,
): TableColumnType<R> {
  return {
    title: t('service-requests:columns.content'),
    key: 'content',
    render: (_, row) => (
      <Space direction="vertical" size={4} style={{ maxWidth: 420 }}>
        <Typography.Text strong>{headline(row)}</Typography.Text>
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {row.content}
        </Typography.Paragraph>
        {row.images.length > 0 && (
          <PhotoStrip
            urls={row.images}
            width={48}
            height={48}
            gap={4}
            altOf={(index) => t('service-requests:columns.photo', { index: index + 1 })}
          />
        )}
        {row.contact && (
          <Typography.Text type="secondary">
            {t('service-requests:columns.contact', { contact: row.contact })}
          </Typography.Text>
        )}
      </Space>
    ),
  };
}

/** A column of a value with a grey note under it. */
function linesColumn<R>(
  title: string,
  key: string,
  width: number,
  value: (row: R) => ReactNode,
  note: (row: R) => ReactNode,
): TableColumnType<R> {
  return {
    title,
    key,
    width,
    render: (_, row) => <CellLines note={note(row)}>{value(row)}</CellLines>,
  };
}

/** The state as a coloured tag, the desk's latest reply under it. */
export function stateColumn<R extends ServiceRequest>(t: TFunction): TableColumnType<R> {
  return linesColumn(
    t('service-requests:columns.state'),
    'state',
    260,
    (row) => (
      <span>
        <Tag color={STATE_COLORS[row.state]}>{t(`service-requests:state.${row.state}`)}</Tag>
      </span>
    ),
    (row) => row.reply,
  );
}

/** When it was sent (and answered). */
export function timeColumn<R extends ServiceRequest>(t: TFunction): TableColumnType<R> {
  return linesColumn(
    t('service-requests:columns.time'),
    'time',
    180,
    (row) => formatUnixTime(row.createtime),
    (row) =>
      row.replied_at
        ? t('service-requests:columns.repliedAt', { time: formatUnixTime(row.replied_at) })
        : undefined,
  );
}
