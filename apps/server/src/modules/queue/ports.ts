import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MemberNotifier } from '../../platform/messages/notice-messages.ts';
import type { ChangePort } from '../../platform/realtime/change-port.ts';
import type { CatalogForBuying } from '../catalog/index.ts';
import type { MemberCard } from '../identity/index.ts';

/** What the queue needs from the catalog: sold-out goods on sale (stock 0), and goods by id. */
export type QueueCatalog = Pick<CatalogForBuying, 'applicableGoods' | 'goodsBriefs'>;

/** What the queue module is built with (wired in app-modules.ts). */
export interface QueueDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  catalog: QueueCatalog;
  /** Members' cards by id: the allocation history names the admin. */
  members: { cardsOf(ids: number[]): Promise<Map<number, MemberCard>> };
  /** Stores and pushes a notice to a member, after the allocation committed. */
  notify: MemberNotifier<'notice'>;
  changed: ChangePort;
}
