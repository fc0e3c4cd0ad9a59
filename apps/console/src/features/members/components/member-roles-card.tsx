import type { ConsoleRole, MemberDetail } from '@cloudmall/contract/access';
import { Button, Card, Flex, List, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_ROLES } from '../../../lib/roles';
import { formatUnixTime } from '../../../lib/time';
import type { PendingAction } from '../hooks/use-member-action-flow';
import { RoleTags } from './member-tags';

/** The member's console roles (who granted each, when), grant one more or revoke one. */
export function MemberRolesCard({
  member,
  self,
  onAsk,
}: {
  member: MemberDetail;
  self: boolean;
  onAsk: (action: PendingAction) => void;
}) {
  const { t } = useTranslation(['members', 'common']);
  const missing = CONSOLE_ROLES.filter((role) => !member.roles.includes(role));
  const [chosen, setChosen] = useState<ConsoleRole | undefined>();
  const grant = chosen && missing.includes(chosen) ? chosen : undefined;

  return (
    <Card title={t('roles.title')} size="small" style={{ marginTop: 16 }}>
      <List
        size="small"
        locale={{ emptyText: t('noRoles') }}
        dataSource={member.role_grants}
        renderItem={(item) => (
          <List.Item
            actions={[
              <Button
                key="revoke"
                size="small"
                danger
                disabled={self && item.role === 'admin'}
                onClick={() => onAsk({ kind: 'revokeRole', role: item.role })}
              >
                {t('actions.revokeRole')}
              </Button>,
            ]}
          >
            <Flex gap={8} align="center">
              <RoleTags roles={[item.role]} />
              <Typography.Text type="secondary">
                {t('roles.grantedBy', {
                  by: item.granted_by > 0 ? `#${item.granted_by}` : t('roles.system'),
                  at: formatUnixTime(item.created_at),
                })}
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
      {missing.length > 0 ? (
        <Flex gap={8} style={{ marginTop: 12 }}>
          <Select<ConsoleRole>
            aria-label={t('roles.choose')}
            placeholder={t('roles.choose')}
            value={grant}
            onChange={setChosen}
            style={{ width: 220 }}
            options={missing.map((role) => ({ value: role, label: t(`common:roles.${role}`) }))}
          />
          <Button
            type="primary"
            disabled={!grant}
            onClick={() => grant && onAsk({ kind: 'grantRole', role: grant })}
          >
            {t('actions.grantRole')}
          </Button>
        </Flex>
      ) : null}
    </Card>
  );
}
