import { z } from 'zod';
import { CONSOLE_ADMINS } from '../access/roles.ts';
import { defineRoute } from '../shared/define-route.ts';
import { pageSchema, PageQuerySchema } from '../shared/envelope.ts';
import { EmptyLooseInputSchema } from '../shared/route-inputs.ts';
import { RowIdSchema } from '../shared/wire-fields.ts';
import {
  DistributorApplicationSchema,
  DistributorApplicationsQuerySchema,
  DistributorApplySchema,
  DistributorDecisionSchema,
  DistributorStatusSchema,
  WaterCardBuySchema,
  WaterCardFaceSaveSchema,
  WaterCardFaceSchema,
  WaterCardRedeemedSchema,
  WaterCardRedeemSchema,
  WaterCardSchema,
  WaterCardsAdminQuerySchema,
  WaterCardsQuerySchema,
} from './distributor.schemas.ts';

const CONSOLE_DISTRIBUTORS = { auth: 'console', roles: ['distributor'] } as const;

/** The member's distributor pages (`/pages/user/distributor/*`). */
export const distributorRoutes = {
  status: defineRoute({
    method: 'GET',
    path: '/distributor/status',
    auth: 'member',
    input: EmptyLooseInputSchema,
    output: DistributorStatusSchema,
    errors: [],
    summary: "The member's latest distributor application and the distributor discount rate.",
  }),
  apply: defineRoute({
    method: 'POST',
    path: '/distributor/apply',
    auth: 'member',
    input: DistributorApplySchema,
    output: DistributorStatusSchema,
    errors: ['distributor_already_applied'],
    summary: 'A member applies to become a distributor (again after a refusal).',
  }),
  faces: defineRoute({
    method: 'GET',
    path: '/distributor/water-cards/faces',
    auth: 'member',
    input: EmptyLooseInputSchema,
    output: z.object({ list: z.array(WaterCardFaceSchema) }),
    errors: [],
    summary: 'The water-card face values on sale.',
  }),
  buy: defineRoute({
    method: 'POST',
    path: '/distributor/water-cards/buy',
    auth: 'member',
    input: WaterCardBuySchema,
    output: z.object({ list: z.array(WaterCardSchema) }),
    errors: ['not_distributor', 'insufficient_balance'],
    summary:
      'A distributor buys water cards from the balance, once per key; each has a one-time code.',
  }),
  cards: defineRoute({
    method: 'GET',
    path: '/distributor/water-cards/mine',
    auth: 'member',
    input: WaterCardsQuerySchema,
    output: pageSchema(WaterCardSchema),
    errors: [],
    summary: 'The water cards the member bought, newest first, with their codes.',
  }),
  redeem: defineRoute({
    method: 'POST',
    path: '/distributor/water-cards/redeem',
    auth: 'member',
    input: WaterCardRedeemSchema,
    output: WaterCardRedeemedSchema,
    errors: ['water_card_not_found', 'water_card_used'],
    summary: "Redeems a water card's code into the member's balance; a card is redeemed once.",
  }),
  redeemed: defineRoute({
    method: 'GET',
    path: '/distributor/water-cards/redeemed',
    auth: 'member',
    input: PageQuerySchema,
    output: pageSchema(WaterCardSchema),
    errors: [],
    summary: 'The water cards the member redeemed, newest first (codes masked).',
  }),
} as const;

/** Console: applications, face values and cards (admins); a distributor's own cards. */
export const distributorConsoleRoutes = {
  applications: defineRoute({
    method: 'GET',
    path: '/console/distributors/applications',
    ...CONSOLE_ADMINS,
    input: DistributorApplicationsQuerySchema,
    output: pageSchema(DistributorApplicationSchema),
    errors: [],
    summary: 'Distributor applications, newest first; filter state.',
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/console/distributors/approve',
    ...CONSOLE_ADMINS,
    input: DistributorDecisionSchema,
    output: DistributorApplicationSchema,
    errors: ['distributor_not_pending'],
    summary: 'Approves a pending application: the member gets the distributor role; audited, told.',
  }),
  refuse: defineRoute({
    method: 'POST',
    path: '/console/distributors/refuse',
    ...CONSOLE_ADMINS,
    input: DistributorDecisionSchema,
    output: DistributorApplicationSchema,
    errors: ['distributor_not_pending'],
    summary: 'Refuses a pending application with a reason the member reads; audited, told.',
  }),
  faces: defineRoute({
    method: 'GET',
    path: '/console/water-cards/faces',
    ...CONSOLE_ADMINS,
    input: EmptyLooseInputSchema,
    output: z.object({ list: z.array(WaterCardFaceSchema) }),
    errors: [],
    summary: 'Every water-card face value, enabled or not.',
  }),
  saveFace: defineRoute({
    method: 'POST',
    path: '/console/water-cards/faces/save',
    ...CONSOLE_ADMINS,
    input: WaterCardFaceSaveSchema,
    output: RowIdSchema,
    errors: [],
    summary: 'Creates or changes a water-card face value; audited.',
  }),
  cards: defineRoute({
    method: 'GET',
    path: '/console/water-cards/list',
    ...CONSOLE_ADMINS,
    input: WaterCardsAdminQuerySchema,
    output: pageSchema(WaterCardSchema),
    errors: [],
    summary: 'Issued water cards, newest first (codes masked); filter state and distributor.',
  }),
  myCards: defineRoute({
    method: 'GET',
    path: '/console/distributor/water-cards',
    ...CONSOLE_DISTRIBUTORS,
    input: WaterCardsQuerySchema,
    output: pageSchema(WaterCardSchema),
    errors: [],
    summary: "The distributor's own water cards with codes and who redeemed them.",
  }),
} as const;
