import type { ReactNode } from 'react';

interface SubmitFormProps {
  /** Runs on submit (the button or Enter) instead of the browser sending the form. */
  onSubmit: () => unknown;
  className?: string;
  children: ReactNode;
}

/** A form the app checks and sends itself: no browser validation, no page load on submit. */
export function SubmitForm({ onSubmit, className, children }: SubmitFormProps) {
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      noValidate
    >
      {children}
    </form>
  );
}
