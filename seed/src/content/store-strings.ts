/**
 * UI strings of the store choice, en and es: the header's store picker and today's hours, the locations list and
 * its "Make this my store" button. The web's built-in English (web/src/lib/i18n/store-strings.ts) is only a
 * fallback for a key an editor deletes (a web test keeps the two in step). Placeholders in braces are filled by
 * the page.
 */
export const STORE_UI_STRINGS: [string, string, string][] = [
  ['storePicker.label', 'Your store', 'Su tienda'],
  [
    'storePicker.needsConsent',
    'Allow functional cookies to choose a store.',
    'Permita las cookies funcionales para elegir una tienda.',
  ],
  ['storePicker.today', 'Today {hours}', 'Hoy {hours}'],
  ['storePicker.choose', 'Make this my store', 'Elegir como mi tienda'],
  ['storePicker.chosen', 'Your store', 'Su tienda'],
  ['locations.directions', 'Get directions', 'Cómo llegar'],
  ['locations.inventory', 'View inventory', 'Ver inventario'],
  ['locations.nearest', 'Show nearest first', 'Mostrar primero la más cercana'],
  ['locations.sorted', 'Sorted by distance from your location.', 'Ordenadas por distancia desde su ubicación.'],
  ['locations.away', '{distance} away', 'A {distance}'],
];
