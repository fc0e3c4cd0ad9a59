import type { AfterCommit, GroupNotifier } from './ports.ts';

/**
 * "Group formed" notices to every member of a team that just filled. The payment hook returns this
 * work and the payment runs it once its transaction has committed, so a rolled-back payment (full
 * team, insufficient balance, …) never sends it and the filling payment sends it exactly once.
 * A failed notice is logged and does not stop the others.
 */
export function formedNotices(
  deps: { notify?: GroupNotifier; log?: { error: (obj: unknown, msg: string) => void } },
  team: { id: number; groupNo: string },
  memberIds: number[],
): AfterCommit | undefined {
  const { notify } = deps;
  if (!notify) return undefined;
  return async () => {
    for (const userId of memberIds) {
      await notify(userId, {
        type: 'order',
        message: { key: 'group.formed', params: { groupNo: team.groupNo } },
        modules: 'groups',
        modulesId: team.id,
      }).catch((error: unknown) =>
        deps.log?.error({ err: error, teamId: team.id, userId }, 'groups: formed notice failed'),
      );
    }
  };
}
