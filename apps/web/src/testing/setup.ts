import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { registerKitRender } from '../components/ui/kit';
import { skipKitAnimations } from './kit-animations';

registerKitRender();
// Every test file: the kit's dialog and popup animations never finish in jsdom, and would run after
// the file's environment is gone ("window is not defined").
skipKitAnimations();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
