import { defineRoute } from '../shared/define-route.ts';
import { pageSchema } from '../shared/envelope.ts';
import {
  BatchCodesInputSchema,
  BatchCodesResultSchema,
  ConsoleDeviceSchema,
  ConsoleDevicesQuerySchema,
  FreezeDeviceInputSchema,
  FreezeMemberInputSchema,
  FreezeResultSchema,
} from './devices.schemas.ts';

/** Admin console routes of cloud phones and codes (audited). */
export const devicesConsoleRoutes = {
  devices: defineRoute({
    method: 'GET',
    path: '/console/devices/lists',
    auth: 'console',
    roles: ['admin'],
    input: ConsoleDevicesQuerySchema,
    output: pageSchema(ConsoleDeviceSchema),
    errors: [],
    summary: 'Every device (or one member’s), newest first, with its provider and freezes.',
  }),
  batchCodes: defineRoute({
    method: 'POST',
    path: '/console/devices/codes/batch',
    auth: 'console',
    roles: ['admin'],
    input: BatchCodesInputSchema,
    output: BatchCodesResultSchema,
    errors: [],
    summary:
      'Issues up to 1000 unowned codes (the first member to redeem one owns it); the codes are shown once.',
  }),
  freezeDevice: defineRoute({
    method: 'POST',
    path: '/console/devices/freeze',
    auth: 'console',
    roles: ['admin'],
    input: FreezeDeviceInputSchema,
    output: FreezeResultSchema,
    errors: [],
    summary: 'Freezes a device code for the script plugin.',
  }),
  unfreezeDevice: defineRoute({
    method: 'POST',
    path: '/console/devices/unfreeze',
    auth: 'console',
    roles: ['admin'],
    input: FreezeDeviceInputSchema,
    output: FreezeResultSchema,
    errors: [],
    summary: 'Lifts the plugin freeze of a device code.',
  }),
  freezeMember: defineRoute({
    method: 'POST',
    path: '/console/devices/members/freeze',
    auth: 'console',
    roles: ['admin'],
    input: FreezeMemberInputSchema,
    output: FreezeResultSchema,
    errors: [],
    summary: 'Freezes a member for the script plugin (all their devices).',
  }),
  unfreezeMember: defineRoute({
    method: 'POST',
    path: '/console/devices/members/unfreeze',
    auth: 'console',
    roles: ['admin'],
    input: FreezeMemberInputSchema,
    output: FreezeResultSchema,
    errors: [],
    summary: 'Lifts the plugin freeze of a member.',
  }),
} as const;
