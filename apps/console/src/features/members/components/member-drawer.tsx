import { Button, Descriptions, Drawer, Flex, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReasonModal } from '../../../components/reason-modal';
import { useConsoleSession } from '../../../lib/session';
import { formatUnixTime } from '../../../lib/time';
import { consoleMembersRoutes, useMemberDetail } from '../api/members-api';
import { useMemberActionFlow, type PendingAction } from '../hooks/use-member-action-flow';
import { MemberRolesCard } from './member-roles-card';
import { StatusTag } from './member-tags';

function titleKey(action: PendingAction): string {
  return `confirm.${action.kind}`;
}

/** One member: profile, status, roles; freeze/unfreeze, reset password and roles, each with a reason. */
export function MemberDrawer({ userId, onClose }: { userId?: number; onClose: () => void }) {
  const { t } = useTranslation(['members', 'common']);
  const detail = useMemberDetail(userId);
  const flow = useMemberActionFlow(userId ?? 0);
  const self = useConsoleSession()?.user.id === userId;
  const member = detail.data;
  const role = flow.pending && 'role' in flow.pending ? t(`common:roles.${flow.pending.role}`) : '';

  return (
    <Drawer
      open={userId !== undefined}
      onClose={onClose}
      width={640}
      title={member ? `${member.nickname || member.username} (#${member.id})` : t('detail')}
      extra={
        member ? (
          <Flex gap={8}>
            {member.status === 'locked' ? (
              <Button onClick={() => flow.ask({ kind: 'unfreeze' })}>
                {t('actions.unfreeze')}
              </Button>
            ) : (
              <Button danger disabled={self} onClick={() => flow.ask({ kind: 'freeze' })}>
                {t('actions.freeze')}
              </Button>
            )}
            <Button onClick={() => flow.ask({ kind: 'resetPassword' })}>
              {t('actions.resetPassword')}
            </Button>
            <Link to={`/admin/team/members?user_id=${member.id}`}>
              <Button>{t('actions.team')}</Button>
            </Link>
          </Flex>
        ) : null
      }
    >
      {!member ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('fields.username')}>{member.username}</Descriptions.Item>
            <Descriptions.Item label={t('fields.status')}>
              <StatusTag status={member.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.nickname')}>{member.nickname}</Descriptions.Item>
            <Descriptions.Item label={t('fields.mobile')}>
              {member.mobile} {member.mobile_confirmed ? `(${t('mobileConfirmed')})` : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.level')}>{member.level}</Descriptions.Item>
            <Descriptions.Item label={t('fields.kyc')}>
              {t(`kyc.${member.kyc_status}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.balance')}>{member.balance}</Descriptions.Item>
            <Descriptions.Item label={t('fields.inviteCode')}>
              {member.invite_code}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.parent')}>
              {member.parent_id > 0 ? `#${member.parent_id}` : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.createdAt')}>
              {formatUnixTime(member.created_at)}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.lastLoginAt')}>
              {formatUnixTime(member.last_login_at)}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.lastLoginIp')}>
              {member.last_login_ip || '—'}
            </Descriptions.Item>
          </Descriptions>
          <MemberRolesCard member={member} self={self} onAsk={flow.ask} />
        </>
      )}
      <ReasonModal
        open={flow.pending !== undefined}
        title={flow.pending ? t(titleKey(flow.pending), { role }) : ''}
        description={flow.pending ? t(`explain.${flow.pending.kind}`, { role }) : undefined}
        danger={flow.pending?.kind === 'freeze' || flow.pending?.kind === 'revokeRole'}
        schema={flow.pending ? consoleMembersRoutes[flow.pending.kind].input : undefined}
        values={{
          user_id: userId,
          role: flow.pending && 'role' in flow.pending ? flow.pending.role : undefined,
        }}
        onConfirm={flow.confirm}
        onCancel={flow.cancel}
      />
      <Modal
        open={flow.password !== undefined}
        title={t('password.title')}
        onOk={flow.closePassword}
        onCancel={flow.closePassword}
        cancelButtonProps={{ style: { display: 'none' } }}
        okText={t('common:actions.close')}
      >
        <Typography.Paragraph>{t('password.once')}</Typography.Paragraph>
        <Typography.Text
          code
          copyable
          strong
          style={{ fontSize: 18 }}
          data-testid="one-time-password"
        >
          {flow.password}
        </Typography.Text>
      </Modal>
    </Drawer>
  );
}
