/**
 * The store choice's interface text (the header's picker and today's hours, the locations list and its "Make this my
 * store" button), with the built-in English. Editors set English and Spanish in siteSettings.uiStrings (seeded in
 * seed/src/content/store-strings.ts); this English only stands in for a key an editor deletes.
 */
export const STORE_DEFAULT_STRINGS = {
  'storePicker.label': 'Your store',
  'storePicker.needsConsent': 'Allow functional cookies to choose a store.',
  'storePicker.today': 'Today {hours}',
  'storePicker.choose': 'Make this my store',
  'storePicker.chosen': 'Your store',
  'locations.directions': 'Get directions',
  'locations.inventory': 'View inventory',
  'locations.nearest': 'Show nearest first',
  'locations.sorted': 'Sorted by distance from your location.',
  'locations.away': '{distance} away',
} as const;
