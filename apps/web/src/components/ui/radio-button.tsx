import type { ButtonHTMLAttributes } from 'react';

interface RadioButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'role' | 'aria-checked'
> {
  checked: boolean;
  /** A class added to `className` while the choice is checked. */
  checkedClassName?: string;
}

/** One choice of a `role="radiogroup"`, drawn as a button (chips, pills, option cards, stars). */
export function RadioButton({ checked, checkedClassName, className, ...button }: RadioButtonProps) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={checked}
      className={checked && checkedClassName ? `${className} ${checkedClassName}` : className}
      {...button}
    />
  );
}
