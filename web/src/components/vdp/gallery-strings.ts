/**
 * Visitor text of the vehicle photo gallery. Editors override any of these in `siteSettings.uiStrings` (en/es) by
 * key; the page resolves them on the server and hands the gallery plain text. Braces are filled by the gallery.
 */
export const GALLERY_STRINGS = {
  'vdp.gallery.label': 'Photos',
  'vdp.gallery.count': '{current} / {total}',
  'vdp.gallery.slide': 'Photo {current} of {total}',
  'vdp.gallery.previous': 'Previous photo',
  'vdp.gallery.next': 'Next photo',
  'vdp.gallery.thumbs': 'Choose a photo',
  'vdp.gallery.thumb': 'Show photo {current}',
  'vdp.gallery.fullscreen': 'View photos full screen',
  'vdp.gallery.close': 'Close full screen',
  'vdp.gallery.title': 'Photos: {title}',
  'vdp.gallery.hint': 'Use the arrow keys or swipe to see more photos.',
} as const;

export type GalleryStringKey = keyof typeof GALLERY_STRINGS;
export type GalleryStrings = Record<GalleryStringKey, string>;

/** Every key resolved by the site's translator (CMS text, then these defaults); placeholders stay unfilled. */
export function resolveGalleryStrings(
  translate: (key: string, values?: Record<string, string | number>, fallback?: string) => string,
): GalleryStrings {
  const resolved = {} as GalleryStrings;
  for (const [key, fallback] of Object.entries(GALLERY_STRINGS) as [GalleryStringKey, string][]) {
    resolved[key] = translate(key, undefined, fallback);
  }
  return resolved;
}
