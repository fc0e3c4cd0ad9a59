import type { FastifyBaseLogger } from 'fastify';
import type { WalletNotifier } from './ports.ts';

/** Sends a wallet notice after the movement committed; a failed notice is logged, never undoes money. */
export function tellMember(notify: WalletNotifier, log: FastifyBaseLogger) {
  return (
    userId: number,
    title: string,
    content: string,
    modules: string,
    modulesId: number,
  ): void => {
    notify(userId, { type: 'notice', title, content, modules, modulesId }).catch((error: unknown) =>
      log.warn({ err: error, userId, modules, modulesId }, 'wallet notice failed'),
    );
  };
}
