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
import { CONSOLE_ADMINS } from '../access/roles.ts';

/** Admin console routes of cloud phones and codes (audited). */
export const devicesConsoleRoutes = {
  devices: defineRoute({
    method: 'GET',
    path: '/console/devices/lists',
    ...CONSOLE_ADMINS,
    input: ConsoleDevicesQuerySchema,
    output: pageSchema(ConsoleDeviceSchema),
    errors: [],
    summary:
      'Every device, newest first, with its provider and freezes; filter member, state, frozen, code.',
  }),
  batchCodes: defineRoute({
    method: 'POST',
    path: '/console/devices/codes/batch',
    ...CONSOLE_ADMINS,
    input: BatchCodesInputSchema,
    output: BatchCodesResultSchema,
    errors: ['script_disabled'],
    summary:
      'Issues up to 1000 unowned codes (the first member to redeem one owns it); the codes are shown once.',
  }),
  freezeDevice: defineRoute({
    method: 'POST',
    path: '/console/devices/freeze',
    ...CONSOLE_ADMINS,
    input: FreezeDeviceInputSchema,
    output: FreezeResultSchema,
    errors: [],
    summary: 'Freezes a device code for the script plugin.',
  }),
  unfreezeDevice: defineRoute({
    method: 'POST',
    path: '/console/devices/unfreeze',
    ...CONSOLE_ADMINS,
    input: FreezeDeviceInputSchema,
    output: FreezeResultSchema,
    errors: [],
    summary: 'Lifts the plugin freeze of a device code.',
  }),
  freezeMember: defineRoute({
    method: 'POST',
    path: '/console/devices/members/freeze',
    ...CONSOLE_ADMINS,
    input: FreezeMemberInputSchema,
    output: FreezeResultSchema,
    errors: [],
    summary: 'Freezes a member for the script plugin (all their devices).',
  }),
  unfreezeMember: defineRoute({
    method: 'POST',
    path: '/console/devices/members/unfreeze',
    ...CONSOLE_ADMINS,
    input: FreezeMemberInputSchema,
    output: FreezeResultSchema,
    errors: [],
    summary: 'Lifts the plugin freeze of a member.',
  }),
} as const;
