import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { registerKitRender } from '../components/ui/kit';

registerKitRender();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
