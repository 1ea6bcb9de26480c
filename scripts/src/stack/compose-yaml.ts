/**
 * Reads docker-compose.yml for compose-file.test.ts without a YAML dependency: the subset the file is written in.
 * Block mappings and sequences by indentation, plain / 'single' / "double" quoted scalars (always strings), flow
 * sequences of scalars (`[a, "b"]`), comments, and anchors with merge keys (`x-web: &web` … `<<: *web`). Anything
 * else (block scalars, flow mappings, sequences of mappings) is an error naming the line, so the file cannot drift
 * into something this reads wrongly. Pure.
 */

export type YamlValue = string | YamlValue[] | { [key: string]: YamlValue };
type YamlMap = { [key: string]: YamlValue };

interface Line {
  indent: number;
  text: string;
  number: number;
}

/** The line without a trailing comment (a `#` after whitespace, outside quotes). */
function stripComment(raw: string): string {
  let quote: string | null = null;
  for (let index = 0; index < raw.length; index += 1) {
    const char = raw[index];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '#' && (index === 0 || /\s/.test(raw[index - 1] ?? ''))) return raw.slice(0, index);
  }
  return raw;
}

function lines(source: string): Line[] {
  return source.split('\n').flatMap((raw, index) => {
    const text = stripComment(raw).trimEnd();
    if (text.trim() === '' || text.trim() === '---') return [];
    if (text.includes('\t')) throw new Error(`line ${index + 1}: tabs are not YAML indentation`);
    return [{ indent: text.length - text.trimStart().length, text: text.trim(), number: index + 1 }];
  });
}

function scalar(raw: string, line: number): YamlValue {
  const text = raw.trim();
  if (text.startsWith('"')) {
    if (!text.endsWith('"') || text.length < 2) throw new Error(`line ${line}: unclosed double quote`);
    return JSON.parse(text) as string;
  }
  if (text.startsWith("'")) {
    if (!text.endsWith("'") || text.length < 2) throw new Error(`line ${line}: unclosed single quote`);
    return text.slice(1, -1).replaceAll("''", "'");
  }
  if (text.startsWith('[')) {
    if (!text.endsWith(']')) throw new Error(`line ${line}: a flow sequence must close on its line`);
    const inner = text.slice(1, -1).trim();
    if (inner === '') return [];
    // Split on commas outside quotes.
    const items: string[] = [];
    let current = '';
    let quote: string | null = null;
    for (const char of inner) {
      if (quote) {
        if (char === quote) quote = null;
      } else if (char === '"' || char === "'") quote = char;
      else if (char === ',') {
        items.push(current);
        current = '';
        continue;
      }
      current += char;
    }
    items.push(current);
    return items.map((item) => scalar(item, line));
  }
  if (/^[{|>&*!]/.test(text)) throw new Error(`line ${line}: "${text}" is outside the YAML subset this reads`);
  return text;
}

/** `key: rest` → [key, rest]; the key may be quoted. */
function splitKey(text: string, line: number): [string, string] {
  const match = /^("[^"]*"|'[^']*'|[^\s:'"][^:]*?)\s*:(?:\s+(.*))?$/.exec(text);
  if (!match) throw new Error(`line ${line}: expected "key: value", got "${text}"`);
  const key = match[1] ?? '';
  return [/^["']/.test(key) ? (scalar(key, line) as string) : key, match[2] ?? ''];
}

export function parseComposeYaml(source: string): YamlMap {
  const all = lines(source);
  const anchors = new Map<string, YamlValue>();
  let position = 0;

  const block = (indent: number): YamlValue => {
    const first = all[position];
    if (!first || first.indent < indent) return '';
    return first.text.startsWith('- ') || first.text === '-' ? sequence(first.indent) : mapping(first.indent);
  };

  const nested = (parentIndent: number): YamlValue => {
    const next = all[position];
    return next && next.indent > parentIndent ? block(next.indent) : '';
  };

  const sequence = (indent: number): YamlValue[] => {
    const items: YamlValue[] = [];
    for (let line = all[position]; line && line.indent === indent && line.text.startsWith('-'); line = all[position]) {
      position += 1;
      const rest = line.text.slice(1).trim();
      if (rest === '') items.push(nested(indent));
      else if (/^[^'"[][^:]*:(\s|$)/.test(rest))
        throw new Error(`line ${line.number}: sequences of mappings are outside the subset this reads`);
      else items.push(scalar(rest, line.number));
    }
    return items;
  };

  const mapping = (indent: number): YamlMap => {
    const result: YamlMap = {};
    for (let line = all[position]; line && line.indent === indent; line = all[position]) {
      if (line.text.startsWith('-')) throw new Error(`line ${line.number}: a sequence item where a key was expected`);
      position += 1;
      const [key, rest] = splitKey(line.text, line.number);
      if (key === '<<') {
        const alias = /^\*([\w-]+)$/.exec(rest.trim())?.[1];
        const merged = alias ? anchors.get(alias) : undefined;
        if (!merged || typeof merged !== 'object' || Array.isArray(merged))
          throw new Error(`line ${line.number}: "<<" takes an alias of a mapping (*name)`);
        for (const [name, value] of Object.entries(merged)) if (!(name in result)) result[name] = value;
        continue;
      }
      const anchor = /^&([\w-]+)$/.exec(rest.trim())?.[1];
      const value = rest === '' || anchor ? nested(indent) : scalar(rest, line.number);
      if (anchor) anchors.set(anchor, value);
      // A key after a merge overrides the merged one.
      result[key] = value;
    }
    return result;
  };

  const root = block(0);
  const leftover = all[position];
  if (leftover) throw new Error(`line ${leftover.number}: unexpected indentation`);
  if (typeof root !== 'object' || Array.isArray(root)) throw new Error('the file is not a mapping');
  return root;
}
