import type { Db } from '../database.ts';
import { generateInviteCode, hashPassword } from '../../modules/identity/index.ts';
import { DEMO_PASSWORD } from './demo.seed.ts';
import { seedUsers } from './seed-users.ts';

/** Members the demo member invited (level 1) and one they invited in turn (demo's level 2). */
const TEAM = [
  { username: 'amy_team', nickname: 'Amy Chen', inviter: 'demo' },
  { username: 'ben_team', nickname: 'Ben Kaya', inviter: 'demo' },
  { username: 'cara_team', nickname: 'Cara Putri', inviter: 'amy_team' },
] as const;

/** Gives the demo member a small team (idempotent): the team page is not empty for demo. */
export async function seedDemoTeam(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const member of TEAM) {
    if (await seedUsers.byUsername(db, member.username)) continue;
    const inviter = await seedUsers.byUsername(db, member.inviter);
    if (!inviter) continue;
    await seedUsers.insert(db, {
      username: member.username,
      nickname: member.nickname,
      passwordHash,
      inviteCode: generateInviteCode(),
      parentId: inviter.id,
    });
  }
}
