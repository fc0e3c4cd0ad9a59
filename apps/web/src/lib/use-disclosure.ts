import { useId, useState } from 'react';

/**
 * A toggle that shows and hides a part of the page: `open`, the part's `id`, and the props of the
 * button that controls it (`aria-expanded`, `aria-controls`, the click that flips it).
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const toggle = {
    'aria-expanded': open,
    'aria-controls': id,
    onClick: () => setOpen(!open),
  };
  return { open, id, toggle };
}
