import { z } from 'zod';
import { MobileSchema } from '../identity/identity.schemas.ts';
import { IdSchema } from './orders-shared.schemas.ts';

const text = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'too_long');

const mapText = z.string().max(255, 'too_long').optional();
/**
 * What the protocol client's map picker adds (region codes, coordinates, the place's name and the
 * region line): accepted and not kept; the region line is the province, city and district again.
 */
const mapFields = {
  country: mapText,
  citycode: mapText,
  adcode: mapText,
  location: mapText,
  formatted_address: mapText,
  address_name: mapText,
};

/** The fields a member types for a delivery address. */
export const AddressFieldsSchema = z.object({
  name: text(32),
  mobile: MobileSchema,
  province: text(32),
  city: text(32),
  district: z.string().trim().max(32, 'too_long').default(''),
  address: text(120),
  /** 1 makes it the default address (the first address is always the default). */
  default: z.union([z.literal(0), z.literal(1)]).default(0),
  ...mapFields,
});
export type AddressFields = z.input<typeof AddressFieldsSchema>;

/** Protocol §2.17 `address/address`: `type` add or edit, the fields in `data` (`id` for edit). */
export const AddressSaveInputSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('add'), data: AddressFieldsSchema.strict() }).strict(),
  z
    .object({
      type: z.literal('edit'),
      data: AddressFieldsSchema.extend({ id: IdSchema }).strict(),
    })
    .strict(),
]);

export const AddressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
  default: z.union([z.literal(0), z.literal(1)]),
  /** The region line the protocol client shows when editing (province, city and district). */
  formatted_address: z.string(),
  /** The place name the protocol client's map picker fills (not kept: always empty). */
  address_name: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;
