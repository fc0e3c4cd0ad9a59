import { z } from 'zod';
import { defineRoute } from '../shared/define-route.ts';
import { pageSchema, PageQuerySchema } from '../shared/envelope.ts';
import {
  ActivationCodeSchema,
  CodeListQuerySchema,
  DeviceActionInputSchema,
  DeviceDetailSchema,
  DeviceIdInputSchema,
  DeviceSchema,
  DeviceScriptSchema,
  DeviceScriptsInputSchema,
  HeartbeatInputSchema,
  HeartbeatResultSchema,
  RedeemInputSchema,
  RedeemResultSchema,
  RenewInputSchema,
  RenewPlansSchema,
  RenewResultSchema,
  ScriptInputSchema,
} from './devices.schemas.ts';
import { EmptyLooseInputSchema } from '../shared/route-inputs.ts';

/** Member routes: activation codes (`/pages/mycode`, `/pages/cart1`), cloud phones, scripts. */
export const devicesRoutes = {
  codes: defineRoute({
    method: 'GET',
    path: '/wanlshop/code/lists',
    auth: 'member',
    input: CodeListQuerySchema,
    output: pageSchema(ActivationCodeSchema),
    errors: [],
    summary: "The member's activation codes, newest first, filtered by state.",
  }),
  redeem: defineRoute({
    method: 'POST',
    path: '/wanlshop/code/redeem',
    auth: 'member',
    input: RedeemInputSchema,
    output: RedeemResultSchema,
    errors: [
      'activation_code_required',
      'activation_code_wrong',
      'activation_code_limit',
      'too_many_attempts',
      'security_check_unavailable',
    ],
    summary:
      'Binds an own unused code to one of own devices once (device cap); a cloud-phone code without a device creates one.',
  }),
  devices: defineRoute({
    method: 'GET',
    path: '/wanlshop/device/lists',
    auth: 'member',
    input: PageQuerySchema,
    output: pageSchema(DeviceSchema),
    errors: [],
    summary: "The member's cloud phones, newest first.",
  }),
  details: defineRoute({
    method: 'GET',
    path: '/wanlshop/device/details',
    auth: 'member',
    input: DeviceIdInputSchema,
    output: DeviceDetailSchema,
    errors: [],
    summary: 'One own device with its plugin secret and scripts (another member’s id: not_found).',
  }),
  action: defineRoute({
    method: 'POST',
    path: '/wanlshop/device/action',
    auth: 'member',
    input: DeviceActionInputSchema,
    output: DeviceSchema,
    errors: ['device_expired'],
    summary: 'Starts, shuts down or restarts an own device through its provider.',
  }),
  renewPlans: defineRoute({
    method: 'GET',
    path: '/wanlshop/device/renew_plans',
    auth: 'member',
    input: EmptyLooseInputSchema,
    output: RenewPlansSchema,
    errors: [],
    summary: 'Renewal plans (days, price) and the member’s balance.',
  }),
  renew: defineRoute({
    method: 'POST',
    path: '/wanlshop/device/renew',
    auth: 'member',
    input: RenewInputSchema,
    output: RenewResultSchema,
    errors: [
      'renew_plan_invalid',
      'insufficient_balance',
      'idempotency_key_reused',
      'request_in_progress',
    ],
    summary:
      'Extends an own device by a plan’s days, paid from the balance once per idempotency key (revives an expired one).',
  }),
  claimFree: defineRoute({
    method: 'POST',
    path: '/wanlshop/device/claim_free',
    auth: 'member',
    input: EmptyLooseInputSchema,
    output: DeviceSchema,
    errors: ['free_device_claimed'],
    summary: 'The one free cloud phone of a member, running for the configured days.',
  }),
  scripts: defineRoute({
    method: 'GET',
    path: '/wanlshop/script/lists',
    auth: 'member',
    input: DeviceScriptsInputSchema,
    output: z.array(DeviceScriptSchema),
    errors: [],
    summary: 'Scripts available on an own device (a code bound there) and whether each is enabled.',
  }),
  enableScript: defineRoute({
    method: 'POST',
    path: '/wanlshop/script/enable',
    auth: 'member',
    input: ScriptInputSchema,
    output: DeviceScriptSchema,
    errors: ['script_already_enabled', 'script_device_expired', 'script_not_activated'],
    summary: 'Enables a script on an own running device where a code for it is bound.',
  }),
  disableScript: defineRoute({
    method: 'POST',
    path: '/wanlshop/script/disable',
    auth: 'member',
    input: ScriptInputSchema,
    output: DeviceScriptSchema,
    errors: ['script_not_activated'],
    summary: 'Disables a script on an own device (idempotent).',
  }),
} as const;

/** Routes the script plugin on a device calls, signed with the device's plugin secret. */
export const devicesPluginRoutes = {
  heartbeat: defineRoute({
    method: 'POST',
    path: '/plugin/heartbeat',
    auth: 'signed',
    signedBy: 'device',
    input: HeartbeatInputSchema,
    output: HeartbeatResultSchema,
    errors: ['device_frozen'],
    summary:
      'The plugin reports it is alive: marks the device online; refused when the device or its member is frozen.',
  }),
} as const;
