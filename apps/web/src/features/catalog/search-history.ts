import { readJson, removeKey, writeJson } from '../../lib/storage';

/** Recent searches shown on the search page. */
export const HISTORY_LIMIT = 10;
/** The server caps a keyword at 64 characters. */
export const KEYWORD_MAX = 64;

const historyKey = (userId: number) => `wanlshop:search_history_${userId}`;

/** A keyword as it is searched: trimmed, inner whitespace collapsed, at most 64 characters. */
export function normalizeKeyword(value: string): string {
  return value.replace(/\s+/g, ' ').trim().slice(0, KEYWORD_MAX);
}

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** The keyword goes to the front; an earlier copy (any letter case) is dropped; the list is capped. */
export function pushKeyword(history: string[], keyword: string, limit = HISTORY_LIMIT): string[] {
  const term = normalizeKeyword(keyword);
  if (!term) return history.slice(0, limit);
  return [term, ...history.filter((item) => !same(item, term))].slice(0, limit);
}

/** Server history first, then this device's, without duplicates or blanks, capped. */
export function mergeHistory(server: string[], local: string[], limit = HISTORY_LIMIT): string[] {
  const merged: string[] = [];
  for (const raw of [...server, ...local]) {
    const term = normalizeKeyword(raw);
    if (term && !merged.some((item) => same(item, term))) merged.push(term);
  }
  return merged.slice(0, limit);
}

/** The member's searches kept on this device (members only: visitors keep no history). */
export function readLocalHistory(userId: number): string[] {
  if (!userId) return [];
  const stored = readJson(historyKey(userId));
  return Array.isArray(stored)
    ? stored.filter((item): item is string => typeof item === 'string').slice(0, HISTORY_LIMIT)
    : [];
}

/** Records a search for a member; visitors (id 0) record nothing. Answers the new list. */
export function recordSearch(userId: number, keyword: string): string[] {
  if (!userId) return [];
  const next = pushKeyword(readLocalHistory(userId), keyword);
  writeJson(historyKey(userId), next);
  return next;
}

export function clearLocalHistory(userId: number): void {
  if (userId) removeKey(historyKey(userId));
}
