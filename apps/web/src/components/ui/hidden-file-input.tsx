import type { ComponentProps } from 'react';

interface HiddenFileInputProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'accept' | 'hidden' | 'onChange'
> {
  /** The MIME types offered. */
  accept: readonly string[];
  /** The files chosen (at least one); the input is then emptied, so the same file can be chosen again. */
  onChoose: (files: [File, ...File[]]) => void;
}

/** A file input nobody sees: a button of the caller's opens it through `ref`. */
export function HiddenFileInput({ accept, onChoose, ...input }: HiddenFileInputProps) {
  return (
    <input
      {...input}
      type="file"
      accept={accept.join(',')}
      hidden
      onChange={(event) => {
        const [first, ...more] = event.target.files ?? [];
        event.target.value = '';
        if (first) onChoose([first, ...more]);
      }}
    />
  );
}
