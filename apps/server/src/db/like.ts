/** `text` with the `ilike` wildcards (`%`, `_`) and the escape character (`\`) taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** An `ilike` pattern matching `text` anywhere in the value. */
export const containing = (text: string) => `%${escapeLike(text)}%`;
