import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockDb, server } from '../../../mock-service';
import { NOT_READY, openOrder } from '../helpers';

/** Requests that reached retrieve-response. */
let checks = 0;
const countChecks = ({ request }: { request: Request }) => {
  if (request.url.includes('/order/retrieve-response')) checks += 1;
};

function completeTheReport() {
  const larkspur = mockDb.orders.find((o) => o.orderToken === 'ord_5T7R1Q')!;
  mockDb.orders.find((o) => o.orderToken === 'ord_9N4W6P')!.responses = larkspur.responses;
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function setTabHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

class FakeNotification {
  static permission: NotificationPermission = 'default';
  static requestPermission = vi.fn(() => {
    FakeNotification.permission = 'granted';
    return Promise.resolve<NotificationPermission>('granted');
  });
  static shown: { title: string; options?: NotificationOptions }[] = [];
  onclick: (() => void) | null = null;
  constructor(title: string, options?: NotificationOptions) {
    FakeNotification.shown.push({ title, options });
  }
  close() {}
}

beforeEach(() => {
  checks = 0;
  server.events.on('request:start', countChecks);
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
});

afterEach(() => {
  server.events.removeListener('request:start', countChecks);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('a report that is not ready yet', () => {
  it('is checked again on its own, backing off, and shown without a reload when ready', async () => {
    await openOrder(NOT_READY, 'settled');
    await screen.findByRole('region', { name: 'This report is still being prepared' });
    await waitFor(() => expect(document.title).toBe('Being prepared: order ord_9N4W6P · Valuation Portal'));
    expect(checks).toBe(1);

    // First automatic check after 15 seconds...
    await advance(13_000);
    expect(checks).toBe(1);
    await advance(3_000);
    await waitFor(() => expect(checks).toBe(2));
    // ...then after 30 seconds...
    await advance(27_000);
    expect(checks).toBe(2);
    await advance(4_000);
    await waitFor(() => expect(checks).toBe(3));
    expect(screen.getByRole('region', { name: 'This report is still being prepared' })).toHaveTextContent(
      'the next check is in about 1 minute.',
    );

    // ...then after a minute, when the report is ready.
    completeTheReport();
    await advance(61_000);
    expect(await screen.findByRole('heading', { level: 2, name: 'Property' })).toBeInTheDocument();
    expect(checks).toBe(4);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      '4817 Larkspur Lane, Columbus, OH 43214',
    );
    expect(screen.getByText('The report is ready: 4817 Larkspur Lane, Columbus.')).toHaveAttribute(
      'role',
      'status',
    );
    await waitFor(() =>
      expect(document.title).toBe('Ready: 4817 Larkspur Lane, Columbus · Valuation Portal'),
    );

    // Once the result is in, nothing is checked any more.
    await advance(300_000);
    expect(checks).toBe(4);
  });

  it('checks at least every 2 minutes, pauses while the tab is hidden and checks when it is shown', async () => {
    await openOrder(NOT_READY, 'settled');
    await screen.findByRole('region', { name: 'This report is still being prepared' });
    // 15 s, 30 s, 60 s, 120 s, 120 s: five checks in 345 seconds.
    await advance(346_000);
    await waitFor(() => expect(checks).toBe(6));
    await advance(121_000);
    await waitFor(() => expect(checks).toBe(7));

    setTabHidden(true);
    await advance(600_000);
    expect(checks).toBe(7);
    setTabHidden(false);
    await waitFor(() => expect(checks).toBe(8));
  });

  it('raises a desktop notification when the user asked for one, asking permission only then', async () => {
    FakeNotification.permission = 'default';
    FakeNotification.shown = [];
    FakeNotification.requestPermission.mockClear();
    vi.stubGlobal('Notification', FakeNotification);
    const { user } = await openOrder(NOT_READY, 'settled');
    const box = await screen.findByRole('region', { name: 'This report is still being prepared' });
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();

    await user.click(within(box).getByRole('checkbox', { name: 'Notify me when it is ready' }));
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(
      within(box).getByRole('checkbox', { name: 'Notify me when it is ready' }),
    ).toHaveAccessibleDescription(
      'You will get a notification when the report is ready, even in another tab.',
    );

    completeTheReport();
    await advance(16_000);
    await screen.findByRole('heading', { level: 2, name: 'Property' });
    await waitFor(() =>
      expect(FakeNotification.shown).toEqual([
        {
          title: 'Your report is ready',
          options: { body: '4817 Larkspur Lane, Columbus', tag: 'order:int_8F3K2M/ord_9N4W6P' },
        },
      ]),
    );
  });

  it('says so when the browser blocks notifications, and raises none', async () => {
    FakeNotification.permission = 'denied';
    FakeNotification.shown = [];
    vi.stubGlobal('Notification', FakeNotification);
    const { user } = await openOrder(NOT_READY, 'settled');
    const box = await screen.findByRole('region', { name: 'This report is still being prepared' });
    await user.click(within(box).getByRole('checkbox', { name: 'Notify me when it is ready' }));
    expect(
      within(box).getByRole('checkbox', { name: 'Notify me when it is ready' }),
    ).toHaveAccessibleDescription(
      'This browser blocks notifications from the portal; the tab title will still say when the report is ready.',
    );
    completeTheReport();
    await advance(16_000);
    await screen.findByRole('heading', { level: 2, name: 'Property' });
    expect(FakeNotification.shown).toEqual([]);
  });
});
