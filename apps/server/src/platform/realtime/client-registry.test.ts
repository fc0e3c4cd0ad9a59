import { describe, expect, it } from 'vitest';
import { MemoryClientRegistry } from './client-registry.ts';

describe('a member is online while a client is bound to an unexpired session of theirs', () => {
  it('follows binds, rebinds, re-registration, unregistration and expiry', async () => {
    const registry = new MemoryClientRegistry();
    await registry.register('a', 'i1');
    await registry.register('b', 'i1');
    expect(await registry.isOnline(1, 0)).toBe(false);
    await registry.bind('a', 1, 1_000);
    await registry.bind('b', 2, 1_000);
    expect([await registry.isOnline(1, 0), await registry.isOnline(1, 1_000)]).toEqual([
      true,
      false,
    ]);
    await registry.bind('b', 1, 5_000);
    expect([await registry.isOnline(2, 0), await registry.isOnline(1, 2_000)]).toEqual([
      false,
      true,
    ]);
    await registry.register('b', 'i1');
    await registry.unregister('a');
    expect(await registry.isOnline(1, 0)).toBe(false);
    expect(await registry.lookup('b')).toEqual({ instanceId: 'i1' });
  });
});
