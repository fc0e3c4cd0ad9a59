import type { ButtonHTMLAttributes } from 'react';

interface RadioButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'role' | 'aria-checked'
> {
  checked: boolean;
}

/** One choice of a `role="radiogroup"`, drawn as a button (chips, pills, option cards, stars). */
export function RadioButton({ checked, ...button }: RadioButtonProps) {
  return <button type="button" role="radio" aria-checked={checked} {...button} />;
}
