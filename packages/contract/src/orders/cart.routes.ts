import { defineRoute } from '../shared/define-route.ts';
import {
  CartRowSchema,
  CartStorageInputSchema,
  CartStorageResultSchema,
  CartSynchroInputSchema,
} from './cart.schemas.ts';
import { z } from 'zod';

export const cartRoutes = {
  synchro: defineRoute({
    method: 'POST',
    path: '/wanlshop/cart/synchro',
    auth: 'member',
    input: CartSynchroInputSchema,
    output: z.array(CartRowSchema),
    errors: [],
    summary:
      'Merges the local cart (SKUs not already in the server cart) and answers the whole server cart, skipping SKUs out of stock or off sale.',
  }),
  storage: defineRoute({
    method: 'POST',
    path: '/wanlshop/cart/storage',
    auth: 'member',
    input: CartStorageInputSchema,
    output: CartStorageResultSchema,
    errors: [
      'cart_type_invalid',
      'cart_full',
      'quantity_illegal',
      'sku_not_found',
      'goods_not_available',
    ],
    summary:
      'Mirrors one local cart change (empty, add, bcadd, bcsub, del, follow); follow answers the favourites written.',
  }),
};
