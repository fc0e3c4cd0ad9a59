import { beforeAll, beforeEach } from 'vitest';
import { initI18n } from '../lib/i18n';
import { EMPTY_USER, useUserStore, type UserSession } from '../stores/user-store';

/**
 * English texts for the describe block, and before each test a member logged in (id 12, token
 * `t`, and what `member` adds, such as `username: 'demo'`).
 */
export function useEnglishMember(member: Partial<UserSession> = {}): void {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(() => {
    useUserStore.setState({ ...EMPTY_USER, isLogin: true, id: 12, token: 't', ...member });
  });
}

/** English texts for the describe block, and before each test nobody logged in (a visitor). */
export function useEnglishVisitor(): void {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(() => useUserStore.setState({ ...EMPTY_USER }));
}
