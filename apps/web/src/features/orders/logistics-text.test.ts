import { describe, expect, it } from 'vitest';
import { trackingText, trackingTime } from './logistics-text';

const t = (key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;
const shipped = { express_name: 'SF Express', express_no: 'SF1', paymenttime: 1 };

describe('tracking entries', () => {
  it('translates the entries the server writes by their status', () => {
    expect(trackingText({ context: 'Order placed', status: 'created', time: '' }, shipped, t)).toBe(
      'logistics.entries.created',
    );
    expect(
      trackingText(
        { context: 'Order placed', status: 'created', time: '' },
        { ...shipped, paymenttime: 0 },
        t,
      ),
    ).toBe('logistics.entries.awaitingPayment');
    expect(trackingText({ context: 'Paid', status: 'paid', time: '' }, shipped, t)).toBe(
      'logistics.entries.paid',
    );
    expect(trackingText({ context: 'Shipped', status: 'shipped', time: '' }, shipped, t)).toBe(
      'logistics.entries.shipped {"courier":"SF Express","number":"SF1"}',
    );
  });
  it('keeps a courier entry as it came', () => {
    expect(
      trackingText(
        { context: 'Arrived at Kadikoy hub', status: 'in_transit', time: '' },
        shipped,
        t,
      ),
    ).toBe('Arrived at Kadikoy hub');
  });
  it('shows ISO times as local date and time, other times as sent', () => {
    expect(trackingTime('2026-11-21T07:14:51.969Z')).toMatch(/^2026-11-2[01] \d{2}:\d{2}$/);
    expect(trackingTime('yesterday')).toBe('yesterday');
  });
});
