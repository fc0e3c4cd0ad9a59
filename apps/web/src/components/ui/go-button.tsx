import type { ComponentProps } from 'react';
import { useNavigate } from 'react-router';
import { PrimaryButton } from './primary-button';

interface GoButtonProps extends Omit<ComponentProps<typeof PrimaryButton>, 'onClick' | 'type'> {
  /** The page the button opens. */
  to: string;
  /** Opens it in place of the current page in the history. */
  replace?: boolean;
}

/** The app's main call to action that opens another page (empty states, results, error views). */
export function GoButton({ to, replace, ...button }: GoButtonProps) {
  const navigate = useNavigate();
  return (
    <PrimaryButton
      {...button}
      onClick={() => void navigate(to, replace ? { replace } : undefined)}
    />
  );
}
