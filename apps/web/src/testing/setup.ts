import { cleanup } from '@testing-library/react';
import Dialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';
import { afterEach } from 'vitest';
import { registerKitRender } from '../components/ui/kit';
import { skipKitAnimations } from './kit-animations';

registerKitRender();
// Every test file: the kit's dialog and popup animations never finish in jsdom, and would run after
// the file's environment is gone ("window is not defined").
skipKitAnimations();

afterEach(async () => {
  // Toasts and dialogs live in their own React roots, outside what `cleanup` unmounts; a toast's
  // close timer firing after the file's environment is gone fails the run. Close them first (the
  // kit is imported here, so its lazy parts never load after teardown either).
  Toast.clear();
  Dialog.clear();
  await new Promise((resolve) => setTimeout(resolve, 0));
  cleanup();
  localStorage.clear();
});
