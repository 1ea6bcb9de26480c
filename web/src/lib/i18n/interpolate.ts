/**
 * `{name}` placeholders → values; unknown names stay as written. Its own module so client islands that fill text
 * the server resolved do not pull in the string tables.
 */
export function interpolate(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
