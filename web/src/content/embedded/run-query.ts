import { evaluate, parse } from 'groq-js';
import type { EmbeddedDataset } from './dataset';

export type QueryParams = Record<string, unknown>;

const parsedQueries = new Map<string, ReturnType<typeof parse>>();
const SLICE_BY_PARAMS = /\[\s*\$[A-Za-z]+\s*\.\.\.?/;

/**
 * Runs a GROQ query with groq-js, the same language the Content Lake speaks. Parsed queries are cached, and
 * references resolve through an id map instead of groq-js's default scan of every document.
 */
export async function runEmbeddedQuery(
  dataset: EmbeddedDataset,
  query: string,
  params: QueryParams = {},
  now: Date = new Date(),
): Promise<unknown> {
  // groq-js resolves a slice's bounds while parsing: a query sliced by parameters is parsed with them, each time.
  const slicedByParams = SLICE_BY_PARAMS.test(query);
  let tree = slicedByParams ? undefined : parsedQueries.get(query);
  if (!tree) {
    tree = parse(query, slicedByParams ? { params } : undefined);
    if (!slicedByParams) parsedQueries.set(query, tree);
  }
  const value = await evaluate(tree, {
    dataset: dataset.documents,
    params,
    timestamp: now,
    dereference: ({ _ref }) => (dataset.byId.get(_ref) as never) ?? null,
  });
  return value.get();
}
