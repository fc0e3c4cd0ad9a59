import type { SmsEvent } from '@cloudmall/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { CounterStore } from '../../platform/rate-limit/counter-store.ts';
import type { SmsProvider } from '../../platform/sms/sms-provider.ts';
import type { SettingsService } from '../settings/index.ts';
import { generateSmsCode, hashSmsCode, sameHash } from './credentials.ts';
import * as errors from './identity.errors.ts';
import { identityRepository } from './identity.repository.ts';
import { smsRepository } from './sms.repository.ts';

export interface SmsServiceDeps {
  db: Db;
  clock: Clock;
  counters: CounterStore;
  /** The provider for the next code (the admin's setting, read on each send). */
  provider: () => Promise<SmsProvider>;
  settings: SettingsService;
  secret: string;
  log: FastifyBaseLogger;
}

export type SmsService = ReturnType<typeof createSmsService>;

const HOUR_SECONDS = 3600;

export function createSmsService({
  db,
  clock,
  counters,
  provider,
  settings,
  secret,
  log,
}: SmsServiceDeps) {
  /** Which numbers may ask for a code for each purpose: only a confirmed number belongs to a member. */
  async function assertEventAllowed(mobile: string, event: SmsEvent): Promise<void> {
    const exists = Boolean(await identityRepository.findUserByConfirmedMobile(db, mobile));
    if ((event === 'register' || event === 'changemobile') && exists)
      throw errors.phoneRegistered();
    if ((event === 'mobilelogin' || event === 'resetpwd') && !exists)
      throw errors.accountNotRegistered();
  }

  /** Counts the address before anything is answered: probing numbers spends the same budget as sending. */
  async function spendAddressBudget(ip: string): Promise<void> {
    const rules = await settings.get('identity.sms');
    if ((await counters.increment(`sms:ip:${ip}`, HOUR_SECONDS)) > rules.maxSendsPerIpPerHour)
      throw errors.smsTooFrequent();
  }

  return {
    /**
     * Whether a phone may log in by SMS (`mobilelogin`: a member confirmed it) or register
     * (`register`: nobody did), as the stock client asks before its login and register pages;
     * each check spends the address's hourly SMS budget, so numbers cannot be probed for free.
     */
    async checkMobile(mobile: string, event: 'mobilelogin' | 'register', ip: string) {
      await spendAddressBudget(ip);
      await assertEventAllowed(mobile, event);
      return null;
    },

    /**
     * Sends a fresh 6-digit code (the old one is retired), within cooldown, per-number and per-IP
     * limits. The address is counted before anything is answered, so probing which numbers are
     * registered spends the same budget as sending.
     */
    async send(mobile: string, event: SmsEvent, ip: string): Promise<void> {
      await spendAddressBudget(ip);
      await assertEventAllowed(mobile, event);
      const rules = await settings.get('identity.sms');
      const code = generateSmsCode();
      await db.transaction(async (trx) => {
        // One sender per number at a time, so the cooldown and hourly cap cannot be raced past.
        await smsRepository.lockMobile(trx, mobile);
        const now = clock.now();
        const latest = await smsRepository.findLatest(trx, mobile, event);
        if (
          latest &&
          now.getTime() - latest.createdAt.getTime() < rules.resendCooldownSeconds * 1000
        ) {
          throw errors.smsTooFrequent();
        }
        const hourAgo = new Date(now.getTime() - HOUR_SECONDS * 1000);
        if (
          (await smsRepository.countSentSince(trx, mobile, hourAgo)) >=
          rules.maxSendsPerMobilePerHour
        ) {
          throw errors.smsTooFrequent();
        }
        await smsRepository.retireUnused(trx, mobile, event, now);
        await smsRepository.insert(trx, {
          mobile,
          event,
          codeHash: hashSmsCode(secret, mobile, event, code),
          ip,
          createdAt: now,
          expiresAt: new Date(now.getTime() + rules.codeTtlSeconds * 1000),
        });
      });
      const minutes = Math.round(rules.codeTtlSeconds / 60);
      const gateway = await provider();
      try {
        await gateway.send({
          mobile,
          event,
          code,
          text: `Your Cloudmall code is ${code}, valid for ${minutes} minutes.`,
        });
      } catch (error) {
        log.error({ err: error, provider: gateway.name }, 'sms provider failed');
        throw errors.smsUnavailable();
      }
    },

    /**
     * Counts an SMS login for a number no member has confirmed, before it is answered; past the
     * per-IP send limit the address gets `too_many_attempts`, so SMS login cannot probe numbers freely.
     */
    async countUnknownLogin(ip: string): Promise<void> {
      const rules = await settings.get('identity.sms');
      if ((await counters.get(`sms:unknown:ip:${ip}`)) >= rules.maxSendsPerIpPerHour)
        throw errors.tooManyAttempts();
      await counters.increment(`sms:unknown:ip:${ip}`, HOUR_SECONDS);
    },

    /**
     * Uses up a code: single use, expires after the configured minutes, and is retired after the
     * configured number of wrong tries (even the right code fails after that). A wrong try is
     * committed before the failure is answered.
     */
    async consume(mobile: string, event: SmsEvent, code: string): Promise<void> {
      const rules = await settings.get('identity.sms');
      const outcome = await db.transaction(async (trx) => {
        const now = clock.now();
        const row = await smsRepository.lockLatestUnused(trx, mobile, event);
        if (!row || row.expiresAt <= now) return 'expired' as const;
        if (!sameHash(row.codeHash, hashSmsCode(secret, mobile, event, code))) {
          await smsRepository.recordFailedAttempt(
            trx,
            row.id,
            row.attempts + 1 >= rules.maxAttempts,
            now,
          );
          return 'incorrect' as const;
        }
        await smsRepository.consume(trx, row.id, now);
        return 'ok' as const;
      });
      if (outcome === 'expired') throw errors.smsCodeExpired();
      if (outcome === 'incorrect') throw errors.smsCodeIncorrect();
    },
  };
}
