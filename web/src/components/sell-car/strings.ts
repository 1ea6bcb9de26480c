/**
 * The sell flow's visitor text: uiStrings keys (siteSettings.uiStrings, en and es) with their built-in English.
 * The page resolves them on the server (editors override any key) and hands the island plain text.
 */
import { MILEAGE_MESSAGE as MILEAGE_REQUIRED_MESSAGE } from '@/lib/leads/messages';
import { MILEAGE_MESSAGE as MILEAGE_RANGE_MESSAGE } from '@/lib/offers/request-messages';
import { VIN_CHARACTERS_MESSAGE, VIN_CHECK_DIGIT_MESSAGE, VIN_LENGTH_MESSAGE } from '@/lib/offers/vin';
import { ANSWER_NOT_LISTED_MESSAGE, ANSWER_REQUIRED_MESSAGE, ANSWER_SINGLE_MESSAGE } from '@/lib/pricing/questionnaire';
export const SELL_FLOW_STRINGS = {
  'sellFlow.loading': 'Loading the vehicle form…',
  'sellFlow.noScript': 'Please turn on JavaScript to get your offers online, or give us a call.',
  'sellFlow.progress': 'Step {current} of {total}: {title}',
  'sellFlow.progressLabel': 'Progress',
  'sellFlow.back': 'Back',
  'sellFlow.next': 'Continue',
  'sellFlow.submit': 'Get my offers',
  'sellFlow.submitting': 'Working out your offers…',
  'sellFlow.fixErrors': 'Please fix the highlighted fields.',
  'sellFlow.resumed': 'Welcome back: we kept your answers.',
  'sellFlow.startOver': 'Start over',
  'sellFlow.vehicle.title': 'Identify your vehicle',
  'sellFlow.vehicle.intro': 'Use the VIN, the year, make and model, or the licence plate.',
  'sellFlow.method.legend': 'How do you want to identify the vehicle?',
  'sellFlow.method.model': 'By year, make and model',
  'sellFlow.method.plate': 'By licence plate',
  'sellFlow.method.vin': 'By VIN',
  'sellFlow.vin.label': 'VIN',
  'sellFlow.vin.hint': '17 letters and digits, on your title, registration or the driver-side dashboard.',
  'sellFlow.year.label': 'Year',
  'sellFlow.make.label': 'Make',
  'sellFlow.model.label': 'Model',
  'sellFlow.trim.label': 'Trim',
  'sellFlow.choose': 'Choose…',
  'sellFlow.pickerLoading': 'Loading choices…',
  'sellFlow.pickerError': 'We could not load the choices. Please try again, or enter the VIN.',
  'sellFlow.year.required': 'Choose the model year.',
  'sellFlow.make.required': 'Choose the make.',
  'sellFlow.model.required': 'Choose the model.',
  'sellFlow.plate.label': 'Licence plate',
  'sellFlow.state.label': 'State',
  'sellFlow.plate.required': 'Enter the licence plate.',
  'sellFlow.state.required': 'Choose the state the vehicle is registered in.',
  'sellFlow.plate.find': 'Find my vehicle',
  'sellFlow.plate.finding': 'Looking up the plate…',
  'sellFlow.plate.found': 'We found your vehicle: {vehicle}.',
  'sellFlow.plate.lookupFirst': 'Look up the plate to find your vehicle.',
  'sellFlow.plate.error': 'We could not look up the plate just now. Please try again, or enter the VIN.',
  'sellFlow.mileage.label': 'Mileage',
  'sellFlow.mileage.hint': 'The odometer reading in miles.',
  'sellFlow.color.label': 'Exterior colour',
  'sellFlow.color.none': 'Choose a colour (optional)',
  'sellFlow.options.legend': 'Options (optional)',
  'sellFlow.option.navigation': 'Navigation system',
  'sellFlow.option.sunroof': 'Sunroof or moonroof',
  'sellFlow.option.leather': 'Leather seats',
  'sellFlow.option.third-row': 'Third-row seating',
  'sellFlow.option.tow-package': 'Tow package',
  'sellFlow.option.premium-audio': 'Premium sound system',
  'sellFlow.option.awd': 'All-wheel or four-wheel drive',
  'sellFlow.questions.optional': '(optional)',
  'sellFlow.contact.title': 'Your contact details',
  'sellFlow.contact.intro': 'Where should we send your offers? We show them on the next page.',
  'sellFlow.error.cannotPrice':
    'We can’t price this vehicle online. Please check the vehicle details, or give us a call.',
  'sellFlow.error.vehicle': 'Please check the vehicle details: {message}',
  'sellFlow.error.editVehicle': 'Change the vehicle details',
  'sellFlow.error.answers': 'Please check your answers about the vehicle.',
  'sellFlow.error.generic': 'We could not work out your offers just now. Please try again, or give us a call.',
  'sellFlow.error.network': 'We could not reach our server. Check your connection and try again.',
  // The field messages of the shared rules (VIN, mileage, questionnaire answers), in the page's words.
  'sellFlow.error.vinLength': VIN_LENGTH_MESSAGE,
  'sellFlow.error.vinCharacters': VIN_CHARACTERS_MESSAGE,
  'sellFlow.error.vinCheckDigit': VIN_CHECK_DIGIT_MESSAGE,
  'sellFlow.error.mileageRequired': MILEAGE_REQUIRED_MESSAGE,
  'sellFlow.error.mileageRange': MILEAGE_RANGE_MESSAGE,
  'sellFlow.error.answerRequired': ANSWER_REQUIRED_MESSAGE,
  'sellFlow.error.answerNotListed': ANSWER_NOT_LISTED_MESSAGE,
  'sellFlow.error.answerSingle': ANSWER_SINGLE_MESSAGE,
} as const;

export type SellFlowStringKey = keyof typeof SELL_FLOW_STRINGS;
export type SellFlowStrings = Record<SellFlowStringKey, string>;

/** Model options offered as checkboxes (the label comes from `sellFlow.option.<value>`). */
export const VEHICLE_OPTIONS = [
  'navigation',
  'sunroof',
  'leather',
  'third-row',
  'tow-package',
  'premium-audio',
  'awd',
] as const;

export const optionLabelKey = (value: string) => `sellFlow.option.${value}` as SellFlowStringKey;

/** `{name}` placeholders filled in (translation rule). */
export function format(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

const FLOW_MESSAGE_KEYS = new Map<string, SellFlowStringKey>(
  (Object.keys(SELL_FLOW_STRINGS) as SellFlowStringKey[])
    .filter((key) => key.startsWith('sellFlow.error.'))
    .map((key) => [SELL_FLOW_STRINGS[key], key]),
);

/**
 * Field messages in the page's words: the shared rules (and the offers API) speak English; each of their fixed
 * messages has a `sellFlow.error.*` key. Any other message (already the page's own text) is shown as it is.
 */
export function localizeFlowErrors<T extends Record<string, string | undefined>>(
  errors: T,
  strings: SellFlowStrings,
): T {
  const localized: Record<string, string | undefined> = {};
  for (const [field, message] of Object.entries(errors)) {
    const key = message === undefined ? undefined : FLOW_MESSAGE_KEYS.get(message);
    localized[field] = key ? strings[key] : message;
  }
  return localized as T;
}
