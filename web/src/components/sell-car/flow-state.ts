/**
 * The sell flow's state and rules, without React: which steps show for the answers so far, what each step needs
 * before moving on, the `POST /api/offers` body, and the browser copy that lets a reload resume. Contact details
 * are never part of this state (they live only in the contact form), so nothing personal reaches localStorage.
 */
import { normaliseVin, vinError } from '@/lib/offers/vin';
import { MILEAGE_MESSAGE as MILEAGE_RANGE_MESSAGE } from '@/lib/offers/request-messages';
import { MILEAGE_MESSAGE as MILEAGE_REQUIRED_MESSAGE } from '@/lib/leads/messages';
import { relevantAnswers, validateAnswers, visibleQuestionIds } from '@/lib/pricing/questionnaire';
import type { AnswerData, QuestionData, QuestionnaireData } from '@/lib/pricing/types';

import type { SellFlowStrings } from './strings';

export type IdentifyMethod = 'model' | 'plate' | 'vin';
export const IDENTIFY_METHODS: readonly IdentifyMethod[] = ['model', 'plate', 'vin'];

export interface PlateVehicle {
  year: number;
  make: string;
  model: string;
  trim: string | null;
}

export interface VehicleDraft {
  method: IdentifyMethod;
  vin: string;
  year: string;
  make: string;
  model: string;
  trim: string;
  plate: string;
  state: string;
  /** The plate lookup's answer for `plate`/`state` as they were looked up (null until found). */
  plateVehicle: (PlateVehicle & { plate: string; state: string }) | null;
  mileage: string;
  exteriorColor: string;
  options: string[];
}

export type FlowAnswers = Record<string, string | string[]>;

export interface FlowState {
  /** The id of the step on screen. */
  step: string;
  vehicle: VehicleDraft;
  answers: FlowAnswers;
}

export const EMPTY_VEHICLE: VehicleDraft = {
  method: 'model',
  vin: '',
  year: '',
  make: '',
  model: '',
  trim: '',
  plate: '',
  state: '',
  plateVehicle: null,
  mileage: '',
  exteriorColor: '',
  options: [],
};

/** Stands for the offer id in the offer page path handed to the island. */
export const OFFER_ID_TOKEN = '__offer_id__';

export const VEHICLE_STEP = 'vehicle';
export const CONTACT_STEP = 'contact';

export const initialFlowState = (): FlowState => ({ step: VEHICLE_STEP, vehicle: { ...EMPTY_VEHICLE }, answers: {} });

/** An answer as the flow shows it: the label, and a description under it when the CMS has one. */
export interface FlowAnswerData extends AnswerData {
  description?: string | null;
}

export interface FlowQuestionData extends QuestionData {
  answers?: readonly FlowAnswerData[] | null;
}

/** The questionnaire with its categories (categoryId, title, description, questionIds). */
export interface FlowQuestionnaire extends QuestionnaireData {
  questions?: readonly FlowQuestionData[] | null;
  categories?:
    | readonly {
        categoryId?: string | null;
        title?: string | null;
        description?: string | null;
        questionIds?: readonly string[] | null;
      }[]
    | null;
}

export interface QuestionStep {
  id: string;
  title: string;
  description: string | null;
  questions: FlowQuestionData[];
}

export interface FlowStep {
  id: string;
  kind: 'vehicle' | 'questions' | 'contact';
  title: string;
  description: string | null;
  questions: FlowQuestionData[];
}

/**
 * One step per CMS category, in category order, holding that category's questions in questionnaire order;
 * questions no category names get a last step of their own so none is ever skipped.
 */
export function questionSteps(questionnaire: FlowQuestionnaire): QuestionStep[] {
  const questions = (questionnaire.questions ?? []).filter((question) => !!question.questionId);
  const placed = new Set<string>();
  const steps: QuestionStep[] = [];
  for (const category of questionnaire.categories ?? []) {
    const ids = new Set((category.questionIds ?? []).filter((id) => !placed.has(id)));
    const own = questions.filter((question) => ids.has(question.questionId ?? ''));
    if (own.length === 0) continue;
    own.forEach((question) => placed.add(question.questionId ?? ''));
    steps.push({
      id: `q-${category.categoryId ?? steps.length}`,
      title: category.title ?? '',
      description: category.description ?? null,
      questions: own,
    });
  }
  const rest = questions.filter((question) => !placed.has(question.questionId ?? ''));
  if (rest.length > 0) steps.push({ id: 'q-more', title: rest[0]?.text ?? '', description: null, questions: rest });
  return steps;
}

/** Every step shown for these answers: the vehicle, each category with a visible question, the contact details. */
export function flowSteps(
  questionnaire: FlowQuestionnaire,
  answers: FlowAnswers,
  strings: SellFlowStrings,
): FlowStep[] {
  const visible = visibleQuestionIds(questionnaire, answers);
  const middle = questionSteps(questionnaire)
    .map((step) => ({ ...step, questions: step.questions.filter((q) => visible.has(q.questionId ?? '')) }))
    .filter((step) => step.questions.length > 0)
    .map((step): FlowStep => ({ ...step, kind: 'questions' }));
  return [
    {
      id: VEHICLE_STEP,
      kind: 'vehicle',
      title: strings['sellFlow.vehicle.title'],
      description: strings['sellFlow.vehicle.intro'],
      questions: [],
    },
    ...middle,
    {
      id: CONTACT_STEP,
      kind: 'contact',
      title: strings['sellFlow.contact.title'],
      description: strings['sellFlow.contact.intro'],
      questions: [],
    },
  ];
}

/** The step to show: the stored one when it still exists for these answers, else the first. */
export function currentStepIndex(steps: readonly FlowStep[], stepId: string): number {
  const index = steps.findIndex((step) => step.id === stepId);
  return index === -1 ? 0 : index;
}

/** '45,000' / ' 45000 ' → 45000; null when not a whole number in the API's range. */
export function parseMileage(value: string): number | null {
  const cleaned = value.replace(/[,\s]/g, '');
  if (!/^\d{1,6}$/.test(cleaned)) return null;
  return Number(cleaned);
}

export type VehicleErrors = Partial<Record<'vin' | 'year' | 'make' | 'model' | 'plate' | 'state' | 'mileage', string>>;

/** What the vehicle step still needs. A plate must have been looked up (and found) as currently typed. */
export function validateVehicle(vehicle: VehicleDraft, strings: SellFlowStrings): VehicleErrors {
  const errors: VehicleErrors = {};
  if (vehicle.method === 'vin') {
    const message = vinError(normaliseVin(vehicle.vin));
    if (message) errors.vin = message;
  } else if (vehicle.method === 'model') {
    if (!vehicle.year) errors.year = strings['sellFlow.year.required'];
    if (!vehicle.make) errors.make = strings['sellFlow.make.required'];
    if (!vehicle.model) errors.model = strings['sellFlow.model.required'];
  } else {
    if (!vehicle.plate.trim()) errors.plate = strings['sellFlow.plate.required'];
    if (!vehicle.state.trim()) errors.state = strings['sellFlow.state.required'];
    if (!errors.plate && !errors.state && !plateLookupCurrent(vehicle))
      errors.plate = strings['sellFlow.plate.lookupFirst'];
  }
  if (vehicle.mileage.trim() === '') errors.mileage = MILEAGE_REQUIRED_MESSAGE;
  else if (parseMileage(vehicle.mileage) === null) errors.mileage = MILEAGE_RANGE_MESSAGE;
  return errors;
}

const samePlate = (a: string, b: string) =>
  a.toUpperCase().replace(/[\s-]/g, '') === b.toUpperCase().replace(/[\s-]/g, '');

/** True when the found plate vehicle belongs to the plate and state as typed now. */
export function plateLookupCurrent(vehicle: VehicleDraft): boolean {
  const found = vehicle.plateVehicle;
  return !!found && samePlate(found.plate, vehicle.plate) && found.state === vehicle.state.trim().toUpperCase();
}

/** Field errors by question id for one step's questions (required-when-shown, listed answers). */
export function validateQuestionStep(
  questionnaire: FlowQuestionnaire,
  answers: FlowAnswers,
  step: Pick<FlowStep, 'questions'>,
): Record<string, string> {
  const all = validateAnswers(questionnaire, answers);
  const ids = new Set(step.questions.map((question) => question.questionId ?? ''));
  return Object.fromEntries(Object.entries(all).filter(([id]) => ids.has(id)));
}

/** Checkbox toggle where "none" excludes every other value (and any other value clears "none"). */
export function toggleCheckbox(
  values: readonly string[],
  value: string,
  checked: boolean,
  noneValue = 'none',
): string[] {
  if (!checked) return values.filter((item) => item !== value);
  if (value === noneValue) return [noneValue];
  return [...values.filter((item) => item !== noneValue && item !== value), value];
}

export function describeVehicle(vehicle: Pick<PlateVehicle, 'year' | 'make' | 'model' | 'trim'>): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ');
}

export interface OfferRequestBody {
  vehicle: { vin: string } | { year: number; make: string; model: string; trim?: string };
  mileage: number;
  answers: Record<string, string | string[]>;
}

/** The `POST /api/offers` body (without contact): only the answers of questions shown. Null while incomplete. */
export function offerRequestBody(questionnaire: FlowQuestionnaire, state: FlowState): OfferRequestBody | null {
  const { vehicle } = state;
  const mileage = parseMileage(vehicle.mileage);
  if (mileage === null) return null;
  let requested: OfferRequestBody['vehicle'];
  if (vehicle.method === 'vin') requested = { vin: normaliseVin(vehicle.vin) };
  else if (vehicle.method === 'plate') {
    const found = vehicle.plateVehicle;
    if (!found || !plateLookupCurrent(vehicle)) return null;
    requested = { year: found.year, make: found.make, model: found.model, ...(found.trim ? { trim: found.trim } : {}) };
  } else {
    const year = Number(vehicle.year);
    if (!Number.isInteger(year) || !vehicle.make || !vehicle.model) return null;
    requested = { year, make: vehicle.make, model: vehicle.model, ...(vehicle.trim ? { trim: vehicle.trim } : {}) };
  }
  const answers: Record<string, string | string[]> = {};
  for (const [id, values] of Object.entries(relevantAnswers(questionnaire, state.answers))) {
    const question = questionnaire.questions?.find((item) => item.questionId === id);
    answers[id] = question?.inputType === 'checkbox' ? values : (values[0] ?? '');
  }
  return { vehicle: requested, mileage, answers };
}

export interface ContactExtras {
  exteriorColor?: string;
  options?: string[];
  plate?: string;
  state?: string;
}

/**
 * The trade valuation extras that travel in the offer's `contact` (and so in the lead): colour and
 * options as the visitor saw them, and the plate when the car was found by plate.
 */
export function contactExtras(
  vehicle: VehicleDraft,
  labels: { color: (value: string) => string | undefined; option: (value: string) => string },
): ContactExtras {
  const extras: ContactExtras = {};
  const color = vehicle.exteriorColor ? labels.color(vehicle.exteriorColor) : undefined;
  if (color) extras.exteriorColor = color;
  if (vehicle.options.length > 0) extras.options = vehicle.options.map(labels.option);
  if (vehicle.method === 'plate' && vehicle.plateVehicle && plateLookupCurrent(vehicle)) {
    extras.plate = vehicle.plateVehicle.plate;
    extras.state = vehicle.plateVehicle.state;
  }
  return extras;
}

/** The step a server field error belongs to: `vehicle.*`/`mileage` → vehicle, `answers.<id>` → that question's. */
export function stepOfServerField(field: string, steps: readonly FlowStep[]): string | null {
  if (field === 'vehicle' || field.startsWith('vehicle.') || field === 'mileage' || field === 'zip')
    return VEHICLE_STEP;
  const match = /^answers\.(\d+)$/.exec(field);
  if (match) {
    const step = steps.find((item) => item.questions.some((question) => question.questionId === match[1]));
    return step?.id ?? null;
  }
  return null;
}

// ---- Browser copy -------------------------------------------------------------------------------------------

export const STORAGE_KEY = 'sellFlow:v1';

const isString = (value: unknown): value is string => typeof value === 'string';
const stringOr = (value: unknown, fallback: string, max = 200) => (isString(value) ? value.slice(0, max) : fallback);

/** Reads whatever was stored, keeping only well-formed fields (storage is visitor-controlled). */
export function parseStoredState(raw: string | null): FlowState | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const stored = (typeof record.vehicle === 'object' && record.vehicle !== null ? record.vehicle : {}) as Record<
    string,
    unknown
  >;
  const method = IDENTIFY_METHODS.includes(stored.method as IdentifyMethod)
    ? (stored.method as IdentifyMethod)
    : EMPTY_VEHICLE.method;
  const plateVehicle = parsePlateVehicle(stored.plateVehicle);
  const vehicle: VehicleDraft = {
    method,
    vin: stringOr(stored.vin, ''),
    year: stringOr(stored.year, ''),
    make: stringOr(stored.make, ''),
    model: stringOr(stored.model, ''),
    trim: stringOr(stored.trim, ''),
    plate: stringOr(stored.plate, ''),
    state: stringOr(stored.state, ''),
    plateVehicle,
    mileage: stringOr(stored.mileage, ''),
    exteriorColor: stringOr(stored.exteriorColor, ''),
    options: Array.isArray(stored.options) ? stored.options.filter(isString).slice(0, 20) : [],
  };
  const answers: FlowAnswers = {};
  if (typeof record.answers === 'object' && record.answers !== null) {
    for (const [id, value] of Object.entries(record.answers as Record<string, unknown>)) {
      if (!/^\d{1,4}$/.test(id)) continue;
      if (isString(value)) answers[id] = value.slice(0, 2000);
      else if (Array.isArray(value)) answers[id] = value.filter(isString).slice(0, 20);
    }
  }
  return { step: stringOr(record.step, VEHICLE_STEP, 60), vehicle, answers };
}

function parsePlateVehicle(value: unknown): VehicleDraft['plateVehicle'] {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  if (typeof item.year !== 'number' || !isString(item.make) || !isString(item.model)) return null;
  if (!isString(item.plate) || !isString(item.state)) return null;
  return {
    year: item.year,
    make: item.make,
    model: item.model,
    trim: isString(item.trim) ? item.trim : null,
    plate: item.plate,
    state: item.state,
  };
}

export const serializeState = (state: FlowState): string => JSON.stringify(state);
