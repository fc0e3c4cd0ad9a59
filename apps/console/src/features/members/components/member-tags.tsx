import type { ConsoleRole, MemberStatus } from '@cloudmall/contract/access';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const ROLE_COLORS: Record<ConsoleRole, string> = {
  admin: 'red',
  merchant: 'orange',
  distributor: 'blue',
  service: 'cyan',
  advertiser: 'purple',
};

export function RoleTags({ roles }: { roles: readonly ConsoleRole[] }) {
  const { t } = useTranslation('common');
  return roles.map((role) => (
    <Tag key={role} color={ROLE_COLORS[role]}>
      {t(`roles.${role}`)}
    </Tag>
  ));
}

export function StatusTag({ status }: { status: MemberStatus }) {
  const { t } = useTranslation('members');
  return (
    <Tag color={status === 'locked' ? 'error' : 'success'} data-testid="member-status">
      {t(`status.${status}`)}
    </Tag>
  );
}
