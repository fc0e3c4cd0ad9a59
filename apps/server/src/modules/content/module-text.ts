import { localized, translationsSchema, type Language } from '@cloudmall/contract';

const TEXT_FIELDS = ['placeholder', 'title', 'text'] as const;

/** Reads a `translations` value stored in a decoration (ignored when malformed). */
const translationsOf = (value: unknown) => {
  const parsed = translationsSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : {};
};

/** One entry (a menu item) or params: its text fields in the reader's language, `translations` dropped. */
function localizeEntry(
  entry: Record<string, unknown>,
  language: Language,
): Record<string, unknown> {
  const { translations, ...rest } = entry;
  const texts = translationsOf(translations);
  for (const field of TEXT_FIELDS) {
    const value = rest[field];
    if (typeof value === 'string') rest[field] = localized(value, texts, language, field);
  }
  return rest;
}

/**
 * A decorated module's params as the reader sees them: `placeholder`, `title` and `text` (and each
 * menu item's `title`) in the reader's language from the `translations` stored beside them.
 */
export function localizeParams(
  params: Record<string, unknown>,
  language: Language,
): Record<string, unknown> {
  const out = localizeEntry(params, language);
  if (Array.isArray(out.items))
    out.items = out.items.map((item: unknown) =>
      item && typeof item === 'object'
        ? localizeEntry(item as Record<string, unknown>, language)
        : item,
    );
  return out;
}
