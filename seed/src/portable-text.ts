/**
 * A small authoring language for Portable Text. A string is a paragraph; inline `[label](href)` becomes a link
 * annotation and `**text**` bold. Other nodes: headings, lists, quotes, images, tables and call-to-action blocks.
 */
import { keyFor, withKeys } from './keys';
import type { Block, BlockStyle, LinkMarkDef, RichText, RichTextNode, SeedImage, Span } from './types';

export type RichInput =
  | string
  | { h2: string }
  | { h3: string }
  | { h4: string }
  | { quote: string }
  | { ul: string[] }
  | { ol: string[] }
  | { table: string[][] }
  | { cta: { title: string; text?: string; label: string; href: string } }
  | { image: SeedImage };

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

/** Splits inline markup into spans and link definitions. */
export function parseInline(text: string): { children: Span[]; markDefs: LinkMarkDef[] } {
  const children: Span[] = [];
  const markDefs: LinkMarkDef[] = [];
  const push = (value: string, marks: string[]) => {
    if (value) children.push({ _type: 'span', _key: `s${children.length}`, text: value, marks });
  };
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    push(text.slice(last, index), []);
    if (match[1] !== undefined && match[2] !== undefined) {
      const markKey = `l${markDefs.length}`;
      markDefs.push({ _type: 'link', _key: markKey, href: match[2] });
      push(match[1], [markKey]);
    } else if (match[3] !== undefined) {
      push(match[3], ['strong']);
    }
    last = index + match[0].length;
  }
  push(text.slice(last), []);
  if (children.length === 0) push(' ', []);
  return { children, markDefs };
}

function block(key: string, text: string, style: BlockStyle, listItem?: 'bullet' | 'number'): Block {
  const { children, markDefs } = parseInline(text);
  const result: Block = { _type: 'block', _key: key, style, markDefs, children };
  if (listItem) {
    result.listItem = listItem;
    result.level = 1;
  }
  return result;
}

/** Builds Portable Text; `namespace` (e.g. `article.x/body`) makes the `_key`s stable. */
export function richText(namespace: string, nodes: readonly RichInput[]): RichText {
  const out: RichTextNode[] = [];
  const nextKey = () => keyFor(namespace, out.length);
  for (const node of nodes) {
    if (typeof node === 'string') out.push(block(nextKey(), node, 'normal'));
    else if ('h2' in node) out.push(block(nextKey(), node.h2, 'h2'));
    else if ('h3' in node) out.push(block(nextKey(), node.h3, 'h3'));
    else if ('h4' in node) out.push(block(nextKey(), node.h4, 'h4'));
    else if ('quote' in node) out.push(block(nextKey(), node.quote, 'blockquote'));
    else if ('ul' in node) for (const item of node.ul) out.push(block(nextKey(), item, 'normal', 'bullet'));
    else if ('ol' in node) for (const item of node.ol) out.push(block(nextKey(), item, 'normal', 'number'));
    else if ('table' in node) {
      const key = nextKey();
      const rows = node.table.map((cells) => ({ _type: 'tableRow' as const, cells }));
      out.push({ _type: 'table', _key: key, rows: withKeys(`${namespace}/${key}/rows`, rows) });
    } else if ('cta' in node) out.push({ _type: 'ctaBlock', _key: nextKey(), ...node.cta });
    else out.push({ _key: nextKey(), ...node.image });
  }
  return out;
}
