import type { ComponentProps } from 'react';
import { IconButton } from './icon-button';

/** The ✕ that closes or cancels something (a sheet, a pinned card, a recording), named by `label`; 20px unless told. */
export function CloseButton({
  size = 20,
  ...button
}: Omit<ComponentProps<typeof IconButton>, 'icon'>) {
  return <IconButton icon="close" size={size} {...button} />;
}
