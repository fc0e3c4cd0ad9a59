import { act, cleanup } from '@testing-library/react';
// The app loads the kit's toast on first use; loaded here, it never loads after a file's environment is gone.
import 'antd-mobile/es/components/toast';
import { afterEach } from 'vitest';
import { registerKitRender, unmountKitRoots } from '../components/ui/kit';
import { skipKitAnimations } from './kit-animations';

// jsdom has no matchMedia; the chart library reads the display's pixel ratio through it when it loads.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }) as unknown as MediaQueryList;

registerKitRender();
// Every test file: the kit's dialog and popup animations never finish in jsdom, and would run after
// the file's environment is gone ("window is not defined").
skipKitAnimations();

afterEach(() => {
  // Toasts, dialogs and popups live in their own React roots, outside what `cleanup` unmounts; a
  // close timer or render of theirs running after the file's environment is gone fails the run.
  act(() => unmountKitRoots());
  cleanup();
  localStorage.clear();
});
