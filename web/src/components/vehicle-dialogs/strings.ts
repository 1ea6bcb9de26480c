/**
 * Visitor text of the vehicle-page dialogs. Editors override any of these in `siteSettings.uiStrings` (en/es) by
 * key; the page resolves them on the server and hands the dialogs plain text. Toast texts come from
 * lib/leads/toasts.ts and field messages from lib/leads/messages.ts (docs/leads.md#validation-messages).
 */
export const VEHICLE_DIALOG_STRINGS = {
  'vdp.dialog.close': 'Close',
  'vdp.dialog.move': 'Move dialog (arrow keys)',
  'vdp.dialog.maximize': 'Maximize',
  'vdp.dialog.restore': 'Restore',
  'vdp.dialog.back': 'Back',
  'vdp.dialog.next': 'Next',
  'vdp.dialog.step': 'Step {step} of {total}',
  'vdp.dialog.loading': 'Loading…',
  'vdp.dialog.sending': 'Sending…',
  'vdp.dialog.fixFields': 'Please correct the highlighted fields.',
  'vdp.price.open': 'Personalize my price',
  'vdp.price.adjust': 'Adjust my terms',
  'vdp.price.locked': 'Personalize your price to see your payment on every vehicle.',
  'vdp.price.cardLocked': 'Personalize to see your payment',
  'vdp.price.cardPayment': 'Your payment: {payment}/mo*',
  'vdp.price.cardPrivate': 'Private inventory: unlock the price',
  'vdp.similar.title': 'Similar vehicles',
  'vdp.similar.more': 'See more {bodyStyle}',
  'vdp.price.personalized': 'Your personalized terms',
  'vdp.price.title': 'Personalize your price',
  'vdp.price.downPayment.title': 'How much would you like to put down?',
  'vdp.price.downPayment.label': 'Down payment',
  'vdp.price.trading.title': 'Are you trading in a vehicle?',
  'vdp.price.trading.yes': 'Yes, I have a trade-in',
  'vdp.price.trading.no': 'No trade-in',
  'vdp.price.equity.title': 'How much equity is in your trade?',
  'vdp.price.equity.label': 'Trade equity',
  'vdp.price.equity.hint': 'What the trade is worth minus what you still owe on it.',
  'vdp.price.equity.valueTrade': 'Not sure? Get an instant offer for your trade',
  'vdp.price.credit.title': 'What is your credit score range?',
  'vdp.price.credit.Bad': 'Bad (below 580)',
  'vdp.price.credit.Okay': 'Okay (580–669)',
  'vdp.price.credit.Good': 'Good (670–739)',
  'vdp.price.credit.Great': 'Great (740+)',
  'vdp.price.details.title': 'Where should we send your price?',
  'vdp.price.details.submit': 'See my price',
  'vdp.price.done.title': 'Your price is personalized',
  'vdp.price.done.payment': 'Estimated payment: {payment}/mo for {term} months',
  'vdp.price.done.keepBrowsing': 'Keep browsing',
  'vdp.price.done.preApproved': 'Get pre-approved',
  'vdp.price.done.valueTrade': 'Value my trade',
  'vdp.testDrive.open': 'Schedule a test drive',
  'vdp.testDrive.title': 'Schedule a test drive',
  'vdp.testDrive.intro': 'Choose a day and time at {store}. We will confirm your appointment.',
  'vdp.testDrive.day.title': 'Choose a day',
  'vdp.testDrive.day.label': 'Day',
  'vdp.testDrive.time.title': 'Choose a time',
  'vdp.testDrive.time.label': 'Time',
  'vdp.testDrive.noSlots': 'No times are left in the next two weeks. Please call the store.',
  'vdp.testDrive.details.title': 'Confirm your details',
  'vdp.testDrive.submit': 'Schedule test drive',
  'vdp.testDrive.summary': '{day} at {time}',
  'vdp.unlock.open': 'Unlock price',
  'vdp.unlock.title': 'Unlock this price',
  'vdp.unlock.intro': 'This vehicle is part of our private inventory. Share your details to see its price.',
  'vdp.unlock.submit': 'Unlock price',
} as const;

export type VehicleDialogStringKey = keyof typeof VEHICLE_DIALOG_STRINGS;
export type VehicleDialogStrings = Record<VehicleDialogStringKey, string>;

/** Every key resolved by the site's translator (CMS text, then these defaults). */
export function resolveVehicleDialogStrings(
  translate: (key: string, values?: Record<string, string | number>, fallback?: string) => string,
): VehicleDialogStrings {
  const resolved = {} as VehicleDialogStrings;
  for (const [key, fallback] of Object.entries(VEHICLE_DIALOG_STRINGS) as [VehicleDialogStringKey, string][]) {
    // Placeholders stay for the dialogs to fill ({step}, {store}…): pass no values here.
    resolved[key] = translate(key, undefined, fallback);
  }
  return resolved;
}

/** `{name}` placeholders → values. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
