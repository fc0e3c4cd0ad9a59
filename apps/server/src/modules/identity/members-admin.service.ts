import type { ConsoleRole } from '@cloudmall/contract';
import type { MemberDetail, MemberRow } from '@cloudmall/contract/access';
import { formatMinor } from '@cloudmall/contract';
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema/identity.schema.ts';
import { recordAudit } from '../../platform/audit.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { type PageQuery, pageShownTogether } from '../../platform/http/paging.ts';
import { hashPassword } from './credentials.ts';
import * as errors from './identity.errors.ts';
import { identityRepository } from './identity.repository.ts';
import { memberRolesRepository } from './member-roles.repository.ts';
import { type MemberFilter, membersAdminRepository } from './members-admin.repository.ts';
import type { AccountPorts } from './ports.ts';
import type { SessionsService } from './sessions.service.ts';

/** Who acts, on whom, and why. */
type MemberAction = { actorId: number; userId: number; reason: string };

const toMemberRow = (user: UserRow, roles: ConsoleRole[]): MemberRow => ({
  id: user.id,
  username: user.username,
  nickname: user.nickname,
  mobile: user.mobile ?? '',
  avatar: user.avatar,
  status: user.status,
  roles,
  created_at: unixSeconds(user.createdAt),
  last_login_at: unixSeconds(user.lastLoginAt),
});

// A one-time password an admin reads out: no look-alike characters, 12 of them (~70 bits).
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const generatePassword = (): string =>
  Array.from({ length: 12 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');

export type MembersAdminService = ReturnType<typeof createMembersAdminService>;

/** The platform admin's work on members: search, view, freeze, reset password, roles; all audited. */
export function createMembersAdminService(deps: {
  db: Db;
  sessions: SessionsService;
  ports: AccountPorts;
}) {
  const { db, sessions, ports } = deps;

  /** The member locked for the rest of the transaction, or not_found. */
  async function lockMember(trx: Db, userId: number): Promise<UserRow> {
    const user = await identityRepository.lockUser(trx, userId);
    if (!user) throw notFound();
    return user;
  }

  async function rowOf(trx: Db, user: UserRow): Promise<MemberRow> {
    return toMemberRow(user, await memberRolesRepository.rolesOf(trx, user.id));
  }

  /** Sets a member's status with its audit entry; a frozen member's sessions all end. */
  async function setStatus(action: MemberAction, status: 'normal' | 'locked') {
    if (status === 'locked' && action.userId === action.actorId) throw errors.cannotChangeSelf();
    const row = await db.transaction(async (trx) => {
      const user = await lockMember(trx, action.userId);
      if (user.status === status)
        throw status === 'locked' ? errors.memberAlreadyFrozen() : errors.memberNotFrozen();
      const updated = (await identityRepository.updateUser(trx, user.id, { status }))!;
      const revoked = status === 'locked' ? await sessions.revokeAll(trx, user.id) : 0;
      await recordAudit(trx, {
        actorUserId: action.actorId,
        action: status === 'locked' ? 'member.freeze' : 'member.unfreeze',
        targetType: 'user',
        targetId: user.id,
        reason: action.reason,
        before: { status: user.status },
        after: { status, ...(status === 'locked' ? { sessions_revoked: revoked } : {}) },
      });
      return rowOf(trx, updated);
    });
    if (status === 'locked') await sessions.announceRevoked(action.userId);
    return row;
  }

  /** Grants or revokes a role with its audit entry (roles before and after). */
  async function changeRole(action: MemberAction & { role: ConsoleRole }, grant: boolean) {
    const { actorId, userId, role } = action;
    if (!grant && role === 'admin' && userId === actorId) throw errors.cannotChangeSelf();
    const row = await db.transaction(async (trx) => {
      const user = await lockMember(trx, userId);
      const before = await memberRolesRepository.rolesOf(trx, userId);
      if (grant && !(await memberRolesRepository.grant(trx, userId, role, actorId)))
        throw errors.roleAlreadyHeld();
      if (!grant && !(await memberRolesRepository.revoke(trx, userId, role)))
        throw errors.roleNotHeld();
      const after = await memberRolesRepository.rolesOf(trx, userId);
      await recordAudit(trx, {
        actorUserId: actorId,
        action: grant ? 'member.role.grant' : 'member.role.revoke',
        targetType: 'user',
        targetId: userId,
        reason: action.reason,
        before: { roles: before },
        after: { roles: after },
        detail: { role },
      });
      return toMemberRow(user, after);
    });
    await sessions.refreshMember(userId);
    return row;
  }

  return {
    /** Members matching the text (username, nickname, mobile, id), status and role; newest first. */
    async list(query: PageQuery & MemberFilter) {
      return pageShownTogether(
        query,
        (offset, limit) => membersAdminRepository.page(db, query, limit, offset),
        async (rows) => {
          const roles = await memberRolesRepository.rolesByUser(
            db,
            rows.map((row) => row.id),
          );
          return rows.map((row) => toMemberRow(row, roles.get(row.id) ?? []));
        },
      );
    },

    /** One member for the admin: profile, roles with their grants, KYC state and balance. */
    async detail(userId: number): Promise<MemberDetail> {
      const user = await identityRepository.findUserById(db, userId);
      if (!user) throw notFound();
      const [grants, figures, kyc] = await Promise.all([
        memberRolesRepository.grantsOf(db, userId),
        ports.figuresOf(userId),
        ports.kycStateOf?.(userId) ?? Promise.resolve('none' as const),
      ]);
      return {
        ...toMemberRow(
          user,
          grants.map((grant) => grant.role),
        ),
        mobile_confirmed: Boolean(user.mobile && user.mobileVerifiedAt),
        level: user.level,
        last_login_ip: user.lastLoginIp,
        invite_code: user.inviteCode,
        parent_id: user.parentId ?? 0,
        kyc_status: kyc,
        balance: formatMinor(figures.balanceMinor),
        role_grants: grants.map((grant) => ({
          role: grant.role,
          granted_by: grant.grantedBy,
          created_at: unixSeconds(grant.createdAt),
        })),
      };
    },

    /** Freezes a member (never oneself): no more logins, every session ends; audited. */
    freeze: (action: MemberAction) => setStatus(action, 'locked'),

    /** Lets a frozen member log in again; audited. */
    unfreeze: (action: MemberAction) => setStatus(action, 'normal'),

    /**
     * Sets a generated password, answered once to the admin (never stored in clear, never in the
     * audit log), and ends every session of the member; audited.
     */
    async resetPassword(action: MemberAction) {
      const password = generatePassword();
      const passwordHash = await hashPassword(password);
      await db.transaction(async (trx) => {
        const user = await lockMember(trx, action.userId);
        await identityRepository.updateUser(trx, user.id, { passwordHash });
        const revoked = await sessions.revokeAll(trx, user.id);
        await recordAudit(trx, {
          actorUserId: action.actorId,
          action: 'member.password.reset',
          targetType: 'user',
          targetId: user.id,
          reason: action.reason,
          before: { sessions: revoked },
          after: { password: 'generated', sessions: 0 },
        });
      });
      await sessions.announceRevoked(action.userId);
      return { user_id: action.userId, password };
    },

    /** Grants a console role; audited. */
    grantRole: (action: MemberAction & { role: ConsoleRole }) => changeRole(action, true),

    /** Revokes a console role (an admin never their own admin role); audited. */
    revokeRole: (action: MemberAction & { role: ConsoleRole }) => changeRole(action, false),
  };
}
