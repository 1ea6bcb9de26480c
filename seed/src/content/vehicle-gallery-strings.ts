/**
 * UI strings of the vehicle photo gallery, en and es. Editors change them in siteSettings.uiStrings; the gallery's
 * built-in English (web/src/components/vdp/gallery-strings.ts) is only a fallback for a key an editor deletes (a
 * web test keeps the two in step). Braces are filled by the gallery.
 */
export const VEHICLE_GALLERY_UI_STRINGS: [string, string, string][] = [
  ['vdp.gallery.label', 'Photos', 'Fotos'],
  ['vdp.gallery.count', '{current} / {total}', '{current} / {total}'],
  ['vdp.gallery.slide', 'Photo {current} of {total}', 'Foto {current} de {total}'],
  ['vdp.gallery.previous', 'Previous photo', 'Foto anterior'],
  ['vdp.gallery.next', 'Next photo', 'Foto siguiente'],
  ['vdp.gallery.thumbs', 'Choose a photo', 'Elija una foto'],
  ['vdp.gallery.thumb', 'Show photo {current}', 'Ver la foto {current}'],
  ['vdp.gallery.fullscreen', 'View photos full screen', 'Ver fotos en pantalla completa'],
  ['vdp.gallery.close', 'Close full screen', 'Cerrar pantalla completa'],
  ['vdp.gallery.title', 'Photos: {title}', 'Fotos: {title}'],
  [
    'vdp.gallery.hint',
    'Use the arrow keys or swipe to see more photos.',
    'Use las teclas de flecha o deslice para ver más fotos.',
  ],
];
