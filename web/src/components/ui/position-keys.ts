/**
 * The blocks keyed by their position: the renderer keys each block's element by its `_key`, a 12-character CMS id
 * sent in the page's payload for every paragraph, and a server-rendered text never reorders.
 */
export function positionKeys(blocks: readonly unknown[]): unknown[] {
  return blocks.map((block, index) =>
    block && typeof block === 'object' ? { ...block, _key: index.toString(36) } : block,
  );
}
