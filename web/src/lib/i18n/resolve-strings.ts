/** A string table (key → built-in English) resolved by a translator: CMS text in the page's language, else the default. */
export function resolveStrings<K extends string>(
  defaults: Readonly<Record<K, string>>,
  translate: (key: string, values?: Record<string, string | number>, fallback?: string) => string,
): Record<K, string> {
  const resolved = {} as Record<K, string>;
  for (const key of Object.keys(defaults) as K[]) {
    // No values: placeholders stay as written for the component to fill.
    resolved[key] = translate(key, undefined, defaults[key]);
  }
  return resolved;
}
