import 'server-only';
import { isPageEnabled } from '@dealer/schemas/routes';
import { fetchContent } from '@/content';
import { enabledPagesQuery } from '@/content/queries';

/** Whether this variant has an inventory: the garage's APIs answer 404 where it has none (sell-car), as its pages do. */
export async function inventoryEnabled(): Promise<boolean> {
  const enabledPages = await fetchContent({ query: enabledPagesQuery, params: {}, tags: ['siteSettings'] });
  return isPageEnabled('inventory', enabledPages);
}
