import type { Page } from '@cloudmall/contract';
import type { Address, AddressFields } from '@cloudmall/contract/orders';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { pageOf } from '../../platform/http/paging.ts';
import { toAddress } from './addresses.mapper.ts';
import {
  addressesRepository as repo,
  type AddressRow,
  type AddressValues,
} from './addresses.repository.ts';

type Fields = Required<Pick<AddressFields, keyof AddressValues>> & { default: 0 | 1 };

const valuesOf = (fields: Fields): AddressValues => ({
  name: fields.name,
  mobile: fields.mobile,
  province: fields.province,
  city: fields.city,
  district: fields.district,
  address: fields.address,
});

/** The member's own address `addressId`, or the default one when no id is given; null when there is none. */
export async function addressOf(
  db: Db,
  userId: number,
  addressId?: number | null,
): Promise<AddressRow | null> {
  const row = addressId
    ? await repo.find(db, userId, addressId)
    : await repo.findDefault(db, userId);
  return row ?? null;
}

/** Addresses a member may keep. */
export const MAX_ADDRESSES = 20;

export function createAddressesService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  const owned = async (trx: Db, userId: number, id: number): Promise<AddressRow> => {
    const row = await repo.find(trx, userId, id);
    if (!row) throw new AppError('address_not_found');
    return row;
  };

  return {
    /** The member's addresses, the default first, then the newest. */
    async list(userId: number, query: { page: number; list_rows: number }): Promise<Page<Address>> {
      return pageOf(query, (offset, limit) => repo.page(db, userId, limit, offset), toAddress);
    },

    /** One own address; another member's id is `address_not_found`. */
    async detail(userId: number, id: number): Promise<Address> {
      return toAddress(await owned(db, userId, id));
    },

    /** Adds an address (at most MAX_ADDRESSES): the first one is the default; `default: 1` makes it the only default. */
    async add(userId: number, fields: Fields): Promise<Address> {
      return inTransaction(db, async (trx) => {
        await repo.lockMember(trx, userId);
        const held = await repo.countOf(trx, userId);
        if (held >= MAX_ADDRESSES) throw new AppError('address_limit');
        const first = held === 0;
        const row = await repo.insert(trx, userId, valuesOf(fields), clock.now());
        return toAddress(
          first || fields.default === 1 ? (await repo.makeDefault(trx, userId, row.id))! : row,
        );
      });
    },

    /** Edits an own address; an only address stays the default; `default: 1` makes it the only default. */
    async edit(userId: number, id: number, fields: Fields): Promise<Address> {
      return inTransaction(db, async (trx) => {
        await repo.lockMember(trx, userId);
        await owned(trx, userId, id);
        const row = (await repo.update(trx, userId, id, valuesOf(fields)))!;
        const only = (await repo.countOf(trx, userId)) <= 1;
        return toAddress(
          only || fields.default === 1 ? (await repo.makeDefault(trx, userId, id))! : row,
        );
      });
    },

    /** Deletes an own address; when it was the default, the newest remaining one becomes the default. */
    async remove(userId: number, id: number): Promise<true> {
      return inTransaction(db, async (trx) => {
        await repo.lockMember(trx, userId);
        const removed = await repo.remove(trx, userId, id);
        if (!removed) throw new AppError('address_not_found');
        if (removed.isDefault) {
          const next = await repo.newest(trx, userId);
          if (next) await repo.makeDefault(trx, userId, next.id);
        }
        return true as const;
      });
    },

    /** Makes an own address the default and unsets the others in one transaction (one default, always). */
    async setDefault(userId: number, id: number): Promise<Address> {
      return inTransaction(db, async (trx) => {
        await repo.lockMember(trx, userId);
        await owned(trx, userId, id);
        return toAddress((await repo.makeDefault(trx, userId, id))!);
      });
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
