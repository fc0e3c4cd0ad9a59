import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { useAppStore } from '../../stores/app-store';
import { connectServiceWorker, type RegisterSW } from './connect-sw';
import { UpdatePrompt } from './update-prompt';
import { useNewVersionStore } from './update-store';

type Register = RegisterSW;

/** A stand-in for vite-plugin-pwa's registerSW: keeps its options, answers a spy as updateSW. */
function fakeRegister() {
  const updateSW = vi.fn(async (_reload?: boolean) => undefined);
  let options: NonNullable<Parameters<Register>[0]> = {};
  const register: Register = (given) => {
    options = given ?? {};
    return updateSW;
  };
  return { register, updateSW, newVersion: () => act(() => options.onNeedRefresh?.()) };
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  // jsdom has no service workers: a stand-in container, as a browser that supports them has
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  useNewVersionStore.setState({ waiting: false, apply: null });
  useAppStore.setState((state) => ({ updateState: { ...state.updateState, update: true } }));
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the update flow (spec §4 update)', () => {
  it('shows no prompt until a new version of the app is waiting', () => {
    const sw = fakeRegister();
    connectServiceWorker(sw.register);
    render(<UpdatePrompt />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    sw.newVersion();
    expect(screen.getByRole('alertdialog')).toHaveProperty(
      'textContent',
      expect.stringContaining('A new version is ready'),
    );
  });

  it('update now activates the waiting version and reloads on it', () => {
    const sw = fakeRegister();
    connectServiceWorker(sw.register);
    render(<UpdatePrompt />);
    sw.newVersion();
    fireEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(sw.updateSW).toHaveBeenCalledTimes(1);
    expect(sw.updateSW).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('ignore sets the update flag false and hides the prompt until the next new version', () => {
    const sw = fakeRegister();
    connectServiceWorker(sw.register);
    render(<UpdatePrompt />);
    sw.newVersion();
    fireEvent.click(screen.getByRole('button', { name: 'Ignore' }));
    expect(useAppStore.getState().updateState.update).toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sw.updateSW).not.toHaveBeenCalled();

    sw.newVersion();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('registers nothing where the browser has no service workers', () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    const register = vi.fn();
    connectServiceWorker(register as unknown as Register);
    expect(register).not.toHaveBeenCalled();
  });
});
