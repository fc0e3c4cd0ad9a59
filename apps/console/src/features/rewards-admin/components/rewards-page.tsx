import {
  REWARD_KINDS,
  rewardConsoleRoutes,
  type IssuedReward,
  type RewardPool,
} from '@cloudmall/contract/rewards';
import { Button, Card, Col, Row, Statistic, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterField } from '../../../components/filter-bar';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { selectFilter } from '../../../components/select-filter';
import { ServerTable } from '../../../components/server-table';
import { useConsoleQuery } from '../../../lib/query';
import { formatUnixTime } from '../../../lib/time';
import { minorOf } from '../../../lib/money';
import { FundPoolModal } from './fund-pool-modal';
import { IssueRewardModal } from './issue-reward-modal';

/**
 * Admin → Reward pools: each pool's balance and issued total (fund one with a reason), green points
 * and equity issued, and every issued reward filtered by kind and member; issue one with a reason.
 */
export default function RewardsPage() {
  const { t } = useTranslation(['rewards-admin', 'common']);
  const accounts = useConsoleQuery(rewardConsoleRoutes.accounts, {}).data;
  const [funding, setFunding] = useState<RewardPool | undefined>();
  const [issuing, setIssuing] = useState(false);
  const filters: FilterField[] = [
    selectFilter('kind', t('fields.kind'), REWARD_KINDS, (kind) => t(`kinds.${kind}`)),
    { kind: 'text', name: 'user_id', label: t('fields.member'), placeholder: t('fields.memberId') },
  ];
  const columns: TableColumnsType<IssuedReward> = [
    { title: t('fields.id'), dataIndex: 'id', width: 70 },
    {
      title: t('fields.kind'),
      dataIndex: 'kind',
      render: (kind: string) => <Tag>{t(`kinds.${kind}`)}</Tag>,
    },
    { title: t('fields.member'), render: (_, row) => `${row.username} (#${row.user_id})` },
    {
      title: t('fields.amount'),
      dataIndex: 'amount',
      render: (amount: string) => <Money minor={minorOf(amount)} />,
    },
    { title: t('common:reason.label'), dataIndex: 'reason', ellipsis: true },
    {
      title: t('fields.availableAt'),
      dataIndex: 'available_at',
      render: (at: number | null) => (at ? formatUnixTime(at) : t('notHeld')),
    },
    { title: t('fields.createdBy'), dataIndex: 'created_by_name', width: 110 },
    { title: t('fields.createdAt'), dataIndex: 'created_at', render: formatUnixTime },
  ];
  return (
    <>
      <PageHeader
        title={t('rewards.title')}
        subtitle={t('rewards.subtitle')}
        extra={
          <Button type="primary" onClick={() => setIssuing(true)} data-testid="issue-reward">
            {t('issue.title')}
          </Button>
        }
      />
      <Row gutter={16} style={{ marginBottom: 16 }}>
        {accounts?.pools.map((pool) => (
          <Col span={6} key={pool.pool}>
            <Card size="small" data-testid={`pool-${pool.pool}`}>
              <Statistic
                title={t(`pools.${pool.pool}`)}
                valueRender={() => <Money minor={minorOf(pool.balance)} />}
              />
              <Typography.Text type="secondary">
                {t('rewards.issued')}: <Money minor={minorOf(pool.issued)} />
              </Typography.Text>
              <div style={{ marginTop: 8 }}>
                <Button size="small" onClick={() => setFunding(pool.pool)}>
                  {t('fund.title')}
                </Button>
              </div>
            </Card>
          </Col>
        ))}
        <Col span={6}>
          <Card size="small">
            {accounts?.values.map((value) => (
              <Statistic
                key={value.kind}
                title={t(`kinds.${value.kind}`)}
                valueRender={() => <Money minor={minorOf(value.issued)} />}
              />
            ))}
          </Card>
        </Col>
      </Row>
      <Typography.Paragraph type="secondary">{t('rewards.rule')}</Typography.Paragraph>
      <ServerTable route={rewardConsoleRoutes.list} columns={columns} filters={filters} />
      <FundPoolModal
        open={funding !== undefined}
        pool={funding}
        onClose={() => setFunding(undefined)}
      />
      <IssueRewardModal open={issuing} onClose={() => setIssuing(false)} />
    </>
  );
}
