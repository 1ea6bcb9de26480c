/** The content facade: pages import from here and never from a provider directly. */
export { fetchContent, fetchPublishedContent, contentSource, contentDataset } from './fetch';
export type { ContentRequest, ContentResult, ContentSource } from './fetch';
export { tagRender } from './render-tags';
