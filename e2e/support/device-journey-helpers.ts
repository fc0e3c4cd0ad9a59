import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { creditChainDeposit, registerMember, tokenOf, type Envelope } from './api-helpers';

// Helpers of e2e/device-journey.spec.ts: the English texts and a fresh member with a balance.

/** An English locale file of the web app. */
export const locale = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../apps/web/src/locales/en/${name}.json`, import.meta.url), 'utf8'),
  ) as Record<string, Record<string, string> & Record<string, Record<string, string>>>;
export const DEVICES = locale('devices');
export const ERRORS = locale('errors') as unknown as Record<string, string>;
export const REVENUE = locale('revenue');
export const CATALOG = locale('catalog');
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
export const pattern = (text: string) =>
  new RegExp(
    `^${text
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );

export async function must<T>(answer: Promise<Envelope<T>>, what: string): Promise<T> {
  const body = await answer;
  if (body.code !== 1) throw new Error(`${what}: ${body.msg}`);
  return body.data;
}

/** A fresh member registered through the API, topped up by a signed chain deposit notice. */
export async function freshMemberWithBalance(request: APIRequestContext, amount: string) {
  const username = `journey${Date.now().toString(36)}`;
  await registerMember(request, username);
  const token = await tokenOf(request, username);
  await creditChainDeposit(request, token, amount);
  return { username, token };
}
