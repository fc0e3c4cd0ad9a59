import { defineRoute } from '../shared/define-route.ts';
import { pageSchema } from '../shared/envelope.ts';
import {
  BatchCodeSchema,
  BatchCodesQuerySchema,
  CodeBatchesQuerySchema,
  CodeBatchSchema,
  ConsoleScriptSchema,
  DeviceOfferSchema,
  DeviceOffersQuerySchema,
  MemberFreezeSchema,
  MemberFreezesQuerySchema,
  SaveScriptSchema,
  ScriptEnableSchema,
  ScriptsQuerySchema,
} from './devices-admin.schemas.ts';
import { CONSOLE_ADMINS } from '../access/roles.ts';

/** Admin console: code batches, scripts, device offers and plugin freezes (changes audited). */
export const devicesAdminRoutes = {
  batches: defineRoute({
    method: 'GET',
    path: '/console/devices/batches',
    ...CONSOLE_ADMINS,
    input: CodeBatchesQuerySchema,
    output: pageSchema(CodeBatchSchema),
    errors: [],
    summary:
      'Code batches, newest first, with used / unused / expired counts; filter kind, script.',
  }),
  batchCodes: defineRoute({
    method: 'GET',
    path: '/console/devices/batches/codes',
    ...CONSOLE_ADMINS,
    input: BatchCodesQuerySchema,
    output: pageSchema(BatchCodeSchema),
    errors: [],
    summary:
      "A batch's codes (masked: only hashes are kept), filter state; not_found for no batch.",
  }),
  scripts: defineRoute({
    method: 'GET',
    path: '/console/devices/scripts',
    ...CONSOLE_ADMINS,
    input: ScriptsQuerySchema,
    output: pageSchema(ConsoleScriptSchema),
    errors: [],
    summary: 'Scripts with their names, offers and devices; filter keyword, enabled.',
  }),
  saveScript: defineRoute({
    method: 'POST',
    path: '/console/devices/scripts/save',
    ...CONSOLE_ADMINS,
    input: SaveScriptSchema,
    output: ConsoleScriptSchema,
    errors: ['device_offer_taken'],
    summary:
      'Creates (no id) or edits a script: names in four languages, the goods that issue its codes; audited.',
  }),
  enableScript: defineRoute({
    method: 'POST',
    path: '/console/devices/scripts/enable',
    ...CONSOLE_ADMINS,
    input: ScriptEnableSchema,
    output: ConsoleScriptSchema,
    errors: [],
    summary:
      'Enables or disables a script (no new batch codes or campaigns while disabled); audited.',
  }),
  offers: defineRoute({
    method: 'GET',
    path: '/console/devices/offers',
    ...CONSOLE_ADMINS,
    input: DeviceOffersQuerySchema,
    output: pageSchema(DeviceOfferSchema),
    errors: [],
    summary:
      'Which goods issue cloud-phone or script codes, and for how many days; filter kind, goods.',
  }),
  memberFreezes: defineRoute({
    method: 'GET',
    path: '/console/devices/members/freezes',
    ...CONSOLE_ADMINS,
    input: MemberFreezesQuerySchema,
    output: pageSchema(MemberFreezeSchema),
    errors: [],
    summary: 'Members frozen for the script plugin, newest first; filter member.',
  }),
} as const;
