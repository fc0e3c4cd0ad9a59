import type { Address } from '@cloudmall/contract/orders';
import { postalAddressOf } from '../../platform/postal-address.ts';
import type { AddressRow } from './addresses.repository.ts';

/** An address as the wire carries it (`default` 0/1 as the protocol). */
export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    ...postalAddressOf(row),
    default: row.isDefault ? 1 : 0,
    formatted_address: `${row.province}${row.city}${row.district}`,
    address_name: '',
  };
}
