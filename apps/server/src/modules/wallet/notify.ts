import type { FastifyBaseLogger } from 'fastify';
import type { NoticeMessage } from '../../platform/messages/notice-messages.ts';
import type { WalletNotifier } from './ports.ts';

/** Sends a wallet notice after the movement committed; a failed notice is logged, never undoes money. */
export function tellMember(notify: WalletNotifier, log: FastifyBaseLogger) {
  return (userId: number, message: NoticeMessage, modules: string, modulesId: number): void => {
    notify(userId, { type: 'notice', message, modules, modulesId }).catch((error: unknown) =>
      log.warn({ err: error, userId, modules, modulesId }, 'wallet notice failed'),
    );
  };
}
