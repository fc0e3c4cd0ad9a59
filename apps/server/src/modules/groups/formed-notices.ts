import type { Db } from '../../db/database.ts';
import { groupsRepository as repo } from './groups.repository.ts';
import type { GroupNotifier } from './ports.ts';

/**
 * "Group formed" notices to every member, sent once the payment that filled the team has
 * committed: the hook runs inside that transaction, so this waits until the committed team reads
 * `success` (a rolled-back payment never does, and gives up after a few tries). Once per team per process.
 */
export function createFormedNotices(deps: { db: Db; notify?: GroupNotifier; log?: { error: (obj: unknown, msg: string) => void } }) {
  const sent = new Set<number>();
  const check = async (teamId: number, tries: number): Promise<void> => {
    if (sent.has(teamId)) return;
    const team = await repo.findTeam(deps.db, { id: teamId });
    if (team?.state !== 'success') {
      if (tries < 8) later(teamId, tries + 1);
      return;
    }
    sent.add(teamId);
    for (const member of await repo.membersOf(deps.db, [teamId])) {
      await deps.notify?.(member.userId, {
        type: 'order',
        title: 'Group formed',
        content: `Your team ${team.groupNo} is full: your order will be shipped soon.`,
        modules: 'groups',
        modulesId: teamId,
      });
    }
  };
  const later = (teamId: number, tries: number) => {
    setTimeout(() => {
      check(teamId, tries).catch((error: unknown) => deps.log?.error({ err: error, teamId }, 'groups: formed notice failed'));
    }, 200 * (tries + 1)).unref();
  };
  return { afterFormed: (teamId: number) => (deps.notify ? later(teamId, 0) : undefined) };
}
