import { consoleMembersRoutes } from '@cloudmall/contract/access';
import { useConsoleMutation, useConsoleQuery } from '../../../lib/query';

export { consoleMembersRoutes };

/** One member in full (the drawer); off while no member is open. */
export function useMemberDetail(userId: number | undefined) {
  return useConsoleQuery(
    consoleMembersRoutes.detail,
    { user_id: userId ?? 0 },
    { enabled: userId !== undefined },
  );
}

/** The audited member actions; each refreshes the list and the open member. */
const stale = [consoleMembersRoutes.list, consoleMembersRoutes.detail];

export function useMemberActions() {
  return {
    freeze: useConsoleMutation(consoleMembersRoutes.freeze, { invalidates: stale }),
    unfreeze: useConsoleMutation(consoleMembersRoutes.unfreeze, { invalidates: stale }),
    resetPassword: useConsoleMutation(consoleMembersRoutes.resetPassword, { invalidates: stale }),
    grantRole: useConsoleMutation(consoleMembersRoutes.grantRole, { invalidates: stale }),
    revokeRole: useConsoleMutation(consoleMembersRoutes.revokeRole, { invalidates: stale }),
  };
}
