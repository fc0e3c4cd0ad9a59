import type { Clock } from '../../platform/clock.ts';
import type { CounterStore } from '../../platform/rate-limit/counter-store.ts';
import type { SettingsService } from '../settings/index.ts';
import * as errors from './identity.errors.ts';

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/**
 * Who a password attempt is about: the member (one counter whatever identifier was typed), or the
 * typed name when no member has it.
 */
export type LoginSubject = { userId: number } | { unknownName: string };

const subjectKey = (subject: LoginSubject): string =>
  'userId' in subject ? `u${subject.userId}` : `n:${subject.unknownName.toLowerCase()}`;

/**
 * Password-login throttling (docs/adr/0006). Counters live in fixed windows keyed by the clock, so
 * windows move with the injected clock whichever store holds them.
 * - member + address: every attempt is counted before the password is checked; tiers (5 a minute,
 *   10 in 15 minutes, 20 a day) make the waits grow. Only this pair is slowed: a stranger elsewhere
 *   never touches the member's own pair.
 * - member (all addresses) and address (all members): failures only; past the cap only addresses the
 *   member has logged in from (trusted for 30 days) may still try, so neither a distributed guesser nor
 *   one noisy address behind a carrier NAT locks a member out of the places they use.
 */
export function createLoginThrottle(deps: {
  counters: CounterStore;
  clock: Clock;
  settings: SettingsService;
}) {
  const { counters, clock, settings } = deps;

  async function windows() {
    const rules = await settings.get('identity.login');
    const now = clock.now().getTime();
    const bucket = (seconds: number) => `${seconds}:${Math.floor(now / (seconds * 1000))}`;
    return {
      rules,
      pair: (subject: LoginSubject, ip: string) =>
        rules.perAccountAndIp.map((tier) => ({
          ...tier,
          key: `login:pair:${subjectKey(subject)}:${ip}:${bucket(tier.windowSeconds)}`,
        })),
      account: (subject: LoginSubject) =>
        `login:account:${subjectKey(subject)}:${bucket(rules.perAccount.windowSeconds)}`,
      ip: (ip: string) => `login:ip:${ip}:${bucket(rules.perIp.windowSeconds)}`,
    };
  }

  const trustKey = (userId: number, ip: string) => `login:trusted:u${userId}:${ip}`;

  return {
    /** Lets an attempt be checked, or refuses it with `too_many_attempts`; the attempt is counted first. */
    async admit(subject: LoginSubject, ip: string): Promise<void> {
      const w = await windows();
      const trusted = 'userId' in subject && (await counters.get(trustKey(subject.userId, ip))) > 0;
      if (!trusted) {
        if ((await counters.get(w.ip(ip))) >= w.rules.perIp.maxFailures)
          throw errors.tooManyAttempts();
        if ((await counters.get(w.account(subject))) >= w.rules.perAccount.maxFailures)
          throw errors.tooManyAttempts();
      }
      const tiers = w.pair(subject, ip);
      // A refusal while a tier is full is not counted, so waiting out a tier is enough.
      for (const tier of tiers)
        if ((await counters.get(tier.key)) >= tier.maxAttempts) throw errors.tooManyAttempts();
      const counted = await Promise.all(
        tiers.map((tier) => counters.increment(tier.key, tier.windowSeconds)),
      );
      if (counted.some((count, i) => count > tiers[i]!.maxAttempts)) throw errors.tooManyAttempts();
    },

    /** Records a wrong password (or an unknown account) against the member and the address. */
    async failed(subject: LoginSubject, ip: string): Promise<void> {
      const w = await windows();
      await counters.increment(w.account(subject), w.rules.perAccount.windowSeconds);
      await counters.increment(w.ip(ip), w.rules.perIp.windowSeconds);
    },

    /** A successful login clears the member's attempts from this address and trusts it. */
    async succeeded(userId: number, ip: string): Promise<void> {
      const w = await windows();
      await Promise.all(w.pair({ userId }, ip).map((tier) => counters.reset(tier.key)));
      await this.trust(userId, ip);
    },

    /** Trusts an address for the member (after a password, SMS code or registration from it). */
    async trust(userId: number, ip: string): Promise<void> {
      const { rules } = await windows();
      await counters.reset(trustKey(userId, ip));
      await counters.increment(trustKey(userId, ip), rules.trustedAddressDays * 86_400);
    },
  };
}
