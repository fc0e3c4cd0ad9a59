import type { Address } from '@cloudmall/contract/orders';
import type { AddressRow } from './addresses.repository.ts';

/** An address as the wire carries it (`default` 0/1 as the protocol). */
export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    province: row.province,
    city: row.city,
    district: row.district,
    address: row.address,
    default: row.isDefault ? 1 : 0,
  };
}
