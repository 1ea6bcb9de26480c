/**
 * Serialises the nested style objects a Chakra system hands out (`getTokenCss()`, `getPreflightCss()`,
 * `getGlobalCss()`) into a plain stylesheet, so the server can emit Chakra's tokens and reset without shipping the
 * Chakra runtime to the browser. Supports at-rules, comma lists, `&` parent references and numeric values.
 */

export interface CssObject {
  [key: string]: CssObject | string | number | null | undefined | boolean;
}

const UNITLESS = new Set([
  'lineHeight',
  'opacity',
  'zIndex',
  'fontWeight',
  'flex',
  'flexGrow',
  'flexShrink',
  'order',
  'orphans',
  'widows',
  'tabSize',
  'zoom',
  'columnCount',
  'fillOpacity',
  'strokeOpacity',
  'strokeWidth',
  'scale',
  'aspectRatio',
  'animationIterationCount',
  'gridRow',
  'gridColumn',
  'WebkitLineClamp',
  'lineClamp',
]);

/** Splits a selector list on top-level commas (not those inside parentheses or brackets). */
export function splitSelectors(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of selector) {
    if (char === '(' || char === '[') depth += 1;
    if (char === ')' || char === ']') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim() !== '') parts.push(current.trim());
  return parts;
}

/** Resolves a nested selector against its parent; at the top level `&` stands for nothing. */
export function resolveSelector(selector: string, parent: string): string {
  const parents = parent === '' ? [''] : splitSelectors(parent);
  const resolved: string[] = [];
  for (const part of splitSelectors(selector)) {
    for (const outer of parents) {
      if (part.includes('&')) resolved.push(part.replace(/&/g, outer).replace(/\s+/g, ' ').trim());
      else resolved.push(outer === '' ? part : `${outer} ${part}`);
    }
  }
  return resolved.filter(Boolean).join(', ');
}

export function propertyName(key: string): string {
  if (key.startsWith('--')) return key;
  const kebab = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return /^(webkit|moz|ms)-/.test(kebab) ? `-${kebab}` : kebab;
}

function value(key: string, raw: string | number): string {
  if (typeof raw === 'number' && raw !== 0 && !UNITLESS.has(key) && !key.startsWith('--')) return `${raw}px`;
  return String(raw);
}

export interface SerializeOptions {
  /** Drop rules whose selector matches (e.g. dark-mode selectors the site never uses). */
  skipSelector?: (selector: string) => boolean;
}

export function serializeCss(styles: CssObject, options: SerializeOptions = {}, parent = ''): string {
  let declarations = '';
  let nested = '';
  for (const [key, raw] of Object.entries(styles)) {
    if (raw === null || raw === undefined || raw === false || raw === true || raw === '') continue;
    if (typeof raw === 'object') {
      if (key.startsWith('@')) {
        const inner = serializeCss(raw, options, parent);
        if (inner !== '' || key.startsWith('@layer')) nested += inner === '' ? '' : `${key}{${inner}}`;
      } else {
        const selector = resolveSelector(key, parent);
        if (options.skipSelector?.(selector)) continue;
        nested += serializeCss(raw, options, selector);
      }
    } else {
      declarations += `${propertyName(key)}:${value(key, raw)};`;
    }
  }
  const own = declarations !== '' && parent !== '' ? `${parent}{${declarations}}` : '';
  return own + nested;
}
