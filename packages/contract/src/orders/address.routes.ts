import { defineRoute } from '../shared/define-route.ts';
import { PageQuerySchema, pageSchema } from '../shared/envelope.ts';
import { AddressSaveInputSchema, AddressSchema } from './address.schemas.ts';
import { IdInputSchema } from './orders-shared.schemas.ts';
import { DoneSchema } from '../shared/wire-fields.ts';

export const addressRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/wanlshop/address/getaddress',
    auth: 'member',
    input: PageQuerySchema.strict(),
    output: pageSchema(AddressSchema),
    errors: [],
    summary: 'The member’s delivery addresses, the default first, then the newest.',
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/wanlshop/address/detail',
    auth: 'member',
    input: IdInputSchema,
    output: AddressSchema,
    errors: ['address_not_found'],
    summary: 'One of the member’s addresses.',
  }),
  save: defineRoute({
    method: 'POST',
    path: '/wanlshop/address/address',
    auth: 'member',
    input: AddressSaveInputSchema,
    output: AddressSchema,
    errors: ['address_not_found', 'address_limit'],
    summary:
      'Adds or edits an address; the first (or only) address is the default, and a new default unsets the others.',
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/wanlshop/address/deladdress',
    auth: 'member',
    input: IdInputSchema,
    output: DoneSchema,
    errors: ['address_not_found'],
    summary:
      'Deletes one of the member’s addresses; when it was the default, the newest remaining one becomes the default.',
  }),
  setDefault: defineRoute({
    method: 'POST',
    path: '/wanlshop/address/setdefault',
    auth: 'member',
    input: IdInputSchema,
    output: AddressSchema,
    errors: ['address_not_found'],
    summary:
      'Makes one of the member’s addresses the default and unsets the others, in one transaction.',
  }),
};
