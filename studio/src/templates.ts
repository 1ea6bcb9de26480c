import type { Template } from 'sanity';

/** "New document" templates the structure's filtered lists use, so a new item is already linked. */
export const templates: Template[] = [
  ...(['location', 'teamMember', 'vehicle', 'offer'] as const).map((schemaType): Template => ({
    id: `${schemaType}-in-store`,
    title: `${schemaType} in store`,
    schemaType,
    parameters: [{ name: 'storeId', type: 'string' }],
    value: (params: { storeId?: string }) => ({ store: { _type: 'reference', _ref: params.storeId } }),
  })),
  {
    id: 'article-in-category',
    title: 'Article in category',
    schemaType: 'article',
    parameters: [{ name: 'categoryId', type: 'string' }],
    value: (params: { categoryId?: string }) => ({ category: { _type: 'reference', _ref: params.categoryId } }),
  },
];
