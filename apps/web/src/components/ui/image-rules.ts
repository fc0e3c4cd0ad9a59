/** What an image picker takes: at most `max` pictures of the file `types` offered, checked by type before upload. */
export interface ImageRules {
  max: number;
  types: readonly string[];
  /** Why a picked file is refused (its type is not offered), or undefined when it can be uploaded. */
  check: (file: Pick<File, 'type'>) => 'upload_type_not_allowed' | undefined;
}

/**
 * The rules of a picker for at most `max` pictures of `types`. A file's size is checked after the
 * picker shrinks it (`lib/image-upload`), against the contract's one limit.
 */
export function imageRules(types: readonly string[], max: number): ImageRules {
  return {
    max,
    types,
    check: (file) => (types.includes(file.type) ? undefined : 'upload_type_not_allowed'),
  };
}
