import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import type { CodeRow, DeviceRow } from '../api/device-queries';
import { CodeCard } from './code-card';
import { DeviceCard } from './device-card';

const HOUR = 3_600_000;

const device = (over: Partial<DeviceRow> = {}): DeviceRow => ({
  id: 7,
  name: 'Phone A',
  device_code: 'DV7K3M9Q',
  state: 'running',
  expires_at: new Date(Date.now() + 3 * 24 * HOUR + 5 * HOUR + 60_000).toISOString(),
  days_left: 3,
  free: false,
  provider: 'database',
  provider_name: 'Built-in',
  online: true,
  last_seen_at: null,
  frozen: false,
  bound_codes: 2,
  preview: null,
  ...over,
});

const code = (over: Partial<CodeRow> = {}): CodeRow => ({
  id: 1,
  code: 'ACDEFGHJKMNPQRTU',
  kind: 'script',
  title: 'Auto liker',
  script_id: 4,
  days: 30,
  state: 'unused',
  source: 'order',
  order_id: 9,
  expires_at: '2030-01-31T00:00:00.000Z',
  device_id: null,
  device_name: null,
  bound_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

const show = (node: React.ReactNode) => render(<Suspense fallback={null}>{node}</Suspense>);
const card = (data: DeviceRow) =>
  show(
    <DeviceCard
      device={data}
      pending={undefined}
      onAction={vi.fn()}
      onRenew={vi.fn()}
      onDetails={vi.fn()}
    />,
  );

describe('device card', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('shows a running phone: state badge, code, online, bound codes, days left and its power actions', async () => {
    card(device());
    expect((await screen.findByTestId('device-state')).textContent).toBe('Running');
    expect(screen.getByText('DV7K3M9Q')).toBeTruthy();
    expect(screen.getByText('Online')).toBeTruthy();
    expect(screen.getByText('2')).toBeTruthy();
    expect(screen.getByTestId('expiry-left').textContent).toBe('3 d 5 h left');
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(['Shut down', 'Restart', 'Renew', 'Details']);
  });

  it('runs a clock in the last day before expiry', async () => {
    card(device({ expires_at: new Date(Date.now() + 2 * HOUR + 30_000).toISOString() }));
    expect((await screen.findByTestId('expiry-left')).textContent).toMatch(/^02:00:\d\d left$/);
  });

  it('shows an expired phone in red with its date, and only renewal and details', async () => {
    card(device({ state: 'expired', expires_at: '2026-01-02T12:00:00.000Z', online: false }));
    const badge = await screen.findByTestId('device-state');
    expect(badge.textContent).toBe('Expired');
    expect(badge.dataset.tone).toBe('red');
    expect(screen.getByText(/^Expired on 2026-01-0\d$/)).toBeTruthy();
    expect(screen.getByText('Offline')).toBeTruthy();
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(['Renew', 'Details']);
  });
});

describe('activation code card', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('shows the code in groups of four with a copy button and its redeem-by date', async () => {
    show(<CodeCard code={code()} />);
    expect((await screen.findByTestId('code-value')).textContent).toBe('ACDE-FGHJ-KMNP-QRTU');
    expect(screen.getByRole('button', { name: 'Copy the code ACDE-FGHJ-KMNP-QRTU' })).toBeTruthy();
    expect(screen.getByText('Script')).toBeTruthy();
    expect(screen.getByText('30 days')).toBeTruthy();
    expect(screen.getByText('Redeem by')).toBeTruthy();
  });

  it('names the phone a bound code is bound to', async () => {
    show(
      <CodeCard
        code={code({
          state: 'bound',
          device_id: 7,
          device_name: 'Phone A',
          bound_at: '2026-03-04T10:00:00.000Z',
        })}
      />,
    );
    expect(await screen.findByText('Bound to')).toBeTruthy();
    expect(screen.getByText(/^Phone A · 2026-03-0\d$/)).toBeTruthy();
  });
});
