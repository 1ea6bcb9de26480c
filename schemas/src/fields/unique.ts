import type { ValidationContext } from 'sanity';
import { SANITY_API_VERSION } from '../constants';

/**
 * A custom validator (`field` is a constant attribute name from our schema, never user input): no other published or draft document of `type` has the same `field` value. Release versions
 * of the same document are ignored.
 */
export function uniqueAcrossDocuments(type: string, field: string, label = field) {
  return async (value: string | undefined, context: ValidationContext): Promise<true | string> => {
    if (!value || !context.document) return true;
    const publishedId = context.document._id.replace(/^(drafts|versions\.[^.]+)\./, '');
    const client = context.getClient({ apiVersion: SANITY_API_VERSION });
    const count = await client.fetch<number>(
      `count(*[_type == $type && ${field} == $value && !(_id in [$publishedId, $draftId]) && !(_id in path("versions.**"))])`,
      { type, value, publishedId, draftId: `drafts.${publishedId}` },
    );
    return count === 0 || `Another ${type} already uses this ${label}`;
  };
}
