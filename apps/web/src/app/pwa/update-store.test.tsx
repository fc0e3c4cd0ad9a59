import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { useAppStore } from '../../stores/app-store';
import { connectServiceWorker, type RegisterSW } from './connect-sw';
import { UpdatePrompt } from './update-prompt';
import { useNewVersionStore } from './update-store';

/** A worker as the browser shows it: a state that changes, and the messages it was sent. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** The browser's side: the registration, the container and the page's controller. */
function fakeBrowser() {
  const container = Object.assign(new EventTarget(), { controller: new FakeWorker() });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  const registration = Object.assign(new EventTarget(), {
    installing: null as FakeWorker | null,
    waiting: null as FakeWorker | null,
  });
  const reload = vi.fn();
  const register: RegisterSW = (options) => {
    options?.onRegisteredSW?.('/sw.js', registration as unknown as ServiceWorkerRegistration);
    return async () => undefined;
  };
  /** A deployment: a new worker installs and waits (as the browser finds it on its update check). */
  const deploy = () => {
    const worker = new FakeWorker();
    act(() => {
      registration.installing = worker;
      registration.dispatchEvent(new Event('updatefound'));
      registration.installing = null;
      registration.waiting = worker;
      worker.become('installed');
    });
    return worker;
  };
  /** The waiting worker skipped waiting and took control of the page. */
  const takeOver = () => container.dispatchEvent(new Event('controllerchange'));
  return { register, reload, deploy, takeOver, container };
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  useNewVersionStore.setState({ waiting: false, apply: null });
  useAppStore.setState((state) => ({ updateState: { ...state.updateState, update: true } }));
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the update flow (spec §4 update)', () => {
  it('shows no prompt on the first install, and shows it once a new version waits', () => {
    const browser = fakeBrowser();
    browser.container.controller = null as unknown as FakeWorker; // the very first visit
    connectServiceWorker(browser.register, browser.reload);
    render(<UpdatePrompt />);
    browser.deploy();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    browser.container.controller = new FakeWorker();
    browser.deploy();
    expect(screen.getByRole('alertdialog').textContent).toContain('A new version is ready');
  });

  it('update now tells the waiting version to take over and reloads once it controls the page', () => {
    const browser = fakeBrowser();
    connectServiceWorker(browser.register, browser.reload);
    render(<UpdatePrompt />);
    const next = browser.deploy();
    fireEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(browser.reload).not.toHaveBeenCalled();
    browser.takeOver();
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });

  it('ignore sets the update flag false and hides the prompt until the next new version', () => {
    const browser = fakeBrowser();
    connectServiceWorker(browser.register, browser.reload);
    render(<UpdatePrompt />);
    const ignored = browser.deploy();
    fireEvent.click(screen.getByRole('button', { name: 'Ignore' }));
    expect(useAppStore.getState().updateState.update).toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(ignored.postMessage).not.toHaveBeenCalled();

    const next = browser.deploy();
    fireEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('registers nothing where the browser has no service workers', () => {
    const register = vi.fn();
    connectServiceWorker(register as unknown as RegisterSW);
    expect(register).not.toHaveBeenCalled();
  });
});
