import type { ConsoleRole } from '@cloudmall/contract/access';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberActions } from '../api/members-api';

/** An audited action waiting for its reason. */
export type PendingAction =
  | { kind: 'freeze' | 'unfreeze' | 'resetPassword' }
  | { kind: 'grantRole' | 'revokeRole'; role: ConsoleRole };

/**
 * The member drawer's actions: pick one (`ask`), give the reason in the ReasonModal (`confirm`);
 * a reset password is kept to be shown once (`password`).
 */
export function useMemberActionFlow(userId: number) {
  const { t } = useTranslation('members');
  const { message } = App.useApp();
  const actions = useMemberActions();
  const [pending, setPending] = useState<PendingAction | undefined>();
  const [password, setPassword] = useState<string | undefined>();

  const confirm = async (reason: string) => {
    if (!pending) return;
    const input = { user_id: userId, reason };
    if (pending.kind === 'resetPassword') {
      const result = await actions.resetPassword.mutateAsync(input);
      setPassword(result.password);
    } else if (pending.kind === 'grantRole' || pending.kind === 'revokeRole') {
      await actions[pending.kind].mutateAsync({ ...input, role: pending.role });
    } else {
      await actions[pending.kind].mutateAsync(input);
    }
    void message.success(t(`done.${pending.kind}`));
    setPending(undefined);
  };

  return {
    pending,
    ask: setPending,
    cancel: () => setPending(undefined),
    confirm,
    password,
    closePassword: () => setPassword(undefined),
  };
}
