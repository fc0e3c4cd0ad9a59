import { useId, useState } from 'react';

/**
 * A disclosure: whether its content is open, the content's id, and the props of the button that
 * opens and closes it (`aria-expanded`, `aria-controls` and the toggle).
 */
export function useDisclosure() {
  const contentId = useId();
  const [open, setOpen] = useState(false);
  const toggleProps = {
    'aria-expanded': open,
    'aria-controls': contentId,
    onClick: () => setOpen(!open),
  };
  return { open, contentId, toggleProps };
}
