import { VIN_CHECK_DIGIT_MESSAGE, VIN_LENGTH_MESSAGE } from '@/lib/offers/vin';
import { MILEAGE_MESSAGE as MILEAGE_RANGE_MESSAGE } from '@/lib/offers/request-schema';
import { MILEAGE_MESSAGE as MILEAGE_REQUIRED_MESSAGE } from '@/lib/leads/messages';
import { ANSWER_REQUIRED_MESSAGE } from '@/lib/pricing/questionnaire';
import { seededQuestionnaire } from '@/lib/pricing/test-support/seeded-questionnaire';

import {
  contactExtras,
  currentStepIndex,
  EMPTY_VEHICLE,
  flowSteps,
  offerRequestBody,
  parseMileage,
  parseStoredState,
  questionSteps,
  serializeState,
  stepOfServerField,
  toggleCheckbox,
  validateQuestionStep,
  validateVehicle,
  type FlowQuestionnaire,
  type FlowState,
  type VehicleDraft,
} from './flow-state';
import { SELL_FLOW_STRINGS } from './strings';

const questionnaire = seededQuestionnaire() as FlowQuestionnaire;
const strings = SELL_FLOW_STRINGS;
const vehicle = (patch: Partial<VehicleDraft>): VehicleDraft => ({ ...EMPTY_VEHICLE, ...patch });
const stepIds = (answers: Record<string, string | string[]>) =>
  flowSteps(questionnaire, answers, strings).map((step) => step.id);

describe('which steps show', () => {
  test('the seeded categories become one step each, every question placed once', () => {
    const steps = questionSteps(questionnaire);
    expect(steps.map((step) => step.id)).toEqual([
      'q-overall',
      'q-history',
      'q-interior',
      'q-exterior',
      'q-mechanical',
      'q-comments',
    ]);
    const placed = steps.flatMap((step) => step.questions.map((question) => question.questionId));
    expect([...placed].sort()).toEqual((questionnaire.questions ?? []).map((q) => q.questionId).sort());
  });

  test.each([
    ['no answer yet', {}, ['vehicle', 'q-overall', 'q-comments', 'contact']],
    ['great', { '100': 'great' }, ['vehicle', 'q-overall', 'q-comments', 'contact']],
    [
      'good',
      { '100': 'good' },
      ['vehicle', 'q-overall', 'q-history', 'q-interior', 'q-exterior', 'q-comments', 'contact'],
    ],
    [
      'fair',
      { '100': 'fair' },
      ['vehicle', 'q-overall', 'q-history', 'q-interior', 'q-exterior', 'q-comments', 'contact'],
    ],
    [
      'poor',
      { '100': 'poor' },
      ['vehicle', 'q-overall', 'q-history', 'q-interior', 'q-exterior', 'q-mechanical', 'q-comments', 'contact'],
    ],
  ])('condition %s → %p', (_label, answers, expected) => {
    expect(stepIds(answers)).toEqual(expected);
  });

  test.each([
    ['good', '300', false],
    ['fair', '300', true],
    ['fair', '402', false],
    ['poor', '402', true],
  ])('with %s, question %s shown: %p', (condition, questionId, shown) => {
    const ids = flowSteps(questionnaire, { '100': condition }, strings).flatMap((step) =>
      step.questions.map((question) => question.questionId),
    );
    expect(ids.includes(questionId)).toBe(shown);
  });

  test('a stored step that no longer shows falls back to the first step', () => {
    const steps = flowSteps(questionnaire, { '100': 'great' }, strings);
    expect(currentStepIndex(steps, 'q-mechanical')).toBe(0);
    expect(currentStepIndex(steps, 'q-comments')).toBe(2);
  });

  test('questions no category names get a step of their own', () => {
    const data: FlowQuestionnaire = {
      categories: [{ categoryId: 'a', title: 'A', questionIds: ['1'] }],
      questions: [
        { questionId: '1', text: 'One', required: true, answers: [{ value: 'x', label: 'X' }] },
        { questionId: '2', text: 'Two', required: true, answers: [{ value: 'y', label: 'Y' }] },
      ],
    };
    expect(questionSteps(data).map((step) => [step.id, step.questions.map((q) => q.questionId)])).toEqual([
      ['q-a', ['1']],
      ['q-more', ['2']],
    ]);
  });
});

describe('vehicle step validation', () => {
  test.each([
    ['VIN too short', vehicle({ method: 'vin', vin: '4T1B11A1', mileage: '1' }), { vin: VIN_LENGTH_MESSAGE }],
    [
      'VIN with a wrong check digit',
      vehicle({ method: 'vin', vin: '4T1B11A12KP500001', mileage: '1' }),
      { vin: VIN_CHECK_DIGIT_MESSAGE },
    ],
    ['good VIN (spaces and case ignored)', vehicle({ method: 'vin', vin: '4t1b11a11kp 500001', mileage: '1' }), {}],
    [
      'pickers empty',
      vehicle({ method: 'model', mileage: '' }),
      {
        year: strings['sellFlow.year.required'],
        make: strings['sellFlow.make.required'],
        model: strings['sellFlow.model.required'],
        mileage: MILEAGE_REQUIRED_MESSAGE,
      },
    ],
    ['pickers filled, trim optional', vehicle({ year: '2019', make: 'Toyota', model: 'Camry', mileage: '45,000' }), {}],
    [
      'mileage out of range',
      vehicle({ year: '2019', make: 'Toyota', model: 'Camry', mileage: '1000000' }),
      { mileage: MILEAGE_RANGE_MESSAGE },
    ],
    [
      'mileage not a number',
      vehicle({ year: '2019', make: 'Toyota', model: 'Camry', mileage: '12.5' }),
      { mileage: MILEAGE_RANGE_MESSAGE },
    ],
    [
      'plate and state missing',
      vehicle({ method: 'plate', mileage: '1' }),
      { plate: strings['sellFlow.plate.required'], state: strings['sellFlow.state.required'] },
    ],
    [
      'plate not looked up',
      vehicle({ method: 'plate', plate: 'SELL019', state: 'TX', mileage: '1' }),
      { plate: strings['sellFlow.plate.lookupFirst'] },
    ],
    [
      'plate looked up, then changed',
      vehicle({
        method: 'plate',
        plate: 'SELL018',
        state: 'TX',
        mileage: '1',
        plateVehicle: { year: 2019, make: 'Toyota', model: 'Camry', trim: 'LE', plate: 'SELL019', state: 'TX' },
      }),
      { plate: strings['sellFlow.plate.lookupFirst'] },
    ],
    [
      'plate looked up (spacing ignored)',
      vehicle({
        method: 'plate',
        plate: 'sell 019',
        state: 'tx',
        mileage: '1',
        plateVehicle: { year: 2019, make: 'Toyota', model: 'Camry', trim: 'LE', plate: 'SELL019', state: 'TX' },
      }),
      {},
    ],
  ])('%s', (_label, draft, expected) => {
    expect(validateVehicle(draft, strings)).toEqual(expected);
  });

  test.each([
    ['45000', 45000],
    ['45,000', 45000],
    [' 0 ', 0],
    ['999999', 999999],
    ['1000000', null],
    ['-5', null],
    ['', null],
  ])('parseMileage(%p) = %p', (input, expected) => {
    expect(parseMileage(input)).toBe(expected);
  });
});

describe('question step validation', () => {
  const steps = flowSteps(questionnaire, { '100': 'poor' }, strings);
  const step = (id: string) => steps.find((item) => item.id === id)!;

  test('every shown question but the comments is required', () => {
    expect(validateQuestionStep(questionnaire, { '100': 'poor' }, step('q-mechanical'))).toEqual({
      '400': ANSWER_REQUIRED_MESSAGE,
      '403': ANSWER_REQUIRED_MESSAGE,
    });
    expect(validateQuestionStep(questionnaire, { '100': 'poor' }, step('q-comments'))).toEqual({});
  });

  test('errors only for this step’s questions', () => {
    const errors = validateQuestionStep(questionnaire, { '100': 'poor', '400': ['none'] }, step('q-mechanical'));
    expect(errors).toEqual({ '403': ANSWER_REQUIRED_MESSAGE });
  });

  test('an answered step is valid', () => {
    expect(validateQuestionStep(questionnaire, { '100': 'good' }, step('q-overall'))).toEqual({});
  });
});

test.each([
  [[], 'check-engine', true, ['check-engine']],
  [['check-engine'], 'abs-brakes', true, ['check-engine', 'abs-brakes']],
  [['check-engine', 'abs-brakes'], 'none', true, ['none']],
  [['none'], 'other', true, ['other']],
  [['check-engine', 'other'], 'other', false, ['check-engine']],
])('toggleCheckbox(%p, %s, %p) = %p', (values, value, checked, expected) => {
  expect(toggleCheckbox(values, value, checked)).toEqual(expected);
});

describe('offer request body', () => {
  const base: FlowState = {
    step: 'contact',
    vehicle: vehicle({ year: '2019', make: 'Toyota', model: 'Camry', trim: 'LE', mileage: '45,000' }),
    answers: { '100': 'great', '200': 'yes', '400': ['check-engine'], '500': 'New brakes' },
  };

  test('by pickers: numbers parsed, answers to hidden questions dropped', () => {
    expect(offerRequestBody(questionnaire, base)).toEqual({
      vehicle: { year: 2019, make: 'Toyota', model: 'Camry', trim: 'LE' },
      mileage: 45000,
      answers: { '100': 'great', '500': 'New brakes' },
    });
  });

  test('checkbox answers stay lists', () => {
    const body = offerRequestBody(questionnaire, {
      ...base,
      answers: { '100': 'poor', '400': ['check-engine', '4x4'] },
    });
    expect(body?.answers).toEqual({ '100': 'poor', '400': ['check-engine', '4x4'] });
  });

  test('by VIN: normalised', () => {
    const body = offerRequestBody(questionnaire, {
      ...base,
      vehicle: vehicle({ method: 'vin', vin: '4t1b11a11kp-500001', mileage: '1' }),
    });
    expect(body?.vehicle).toEqual({ vin: '4T1B11A11KP500001' });
  });

  test('by plate: the looked-up vehicle, or null until looked up', () => {
    const plate = vehicle({ method: 'plate', plate: 'TRADE14', state: 'TX', mileage: '90000' });
    expect(offerRequestBody(questionnaire, { ...base, vehicle: plate })).toBeNull();
    const found = {
      ...plate,
      plateVehicle: { year: 2014, make: 'Honda', model: 'Accord', trim: 'LX', plate: 'TRADE14', state: 'TX' },
    };
    expect(offerRequestBody(questionnaire, { ...base, vehicle: found })?.vehicle).toEqual({
      year: 2014,
      make: 'Honda',
      model: 'Accord',
      trim: 'LX',
    });
  });
});

test.each([
  ['vehicle.vin', 'vehicle'],
  ['vehicle', 'vehicle'],
  ['mileage', 'vehicle'],
  ['answers.403', 'q-mechanical'],
  ['answers.999', null],
  ['email', null],
])('server field %s belongs to step %p', (field, expected) => {
  expect(stepOfServerField(field, flowSteps(questionnaire, { '100': 'poor' }, strings))).toBe(expected);
});

describe('browser copy', () => {
  test('round trip keeps the step, vehicle and answers', () => {
    const state: FlowState = {
      step: 'q-history',
      vehicle: vehicle({ year: '2019', make: 'Toyota', model: 'Camry', mileage: '1', options: ['sunroof'] }),
      answers: { '100': 'good', '400': ['none'] },
    };
    expect(parseStoredState(serializeState(state))).toEqual(state);
  });

  test.each([null, '', 'not json', '42', '[]'])('%p gives nothing usable or a fresh state', (raw) => {
    const parsed = parseStoredState(raw);
    if (parsed) expect(parsed).toEqual({ step: 'vehicle', vehicle: EMPTY_VEHICLE, answers: {} });
  });

  test('junk is dropped field by field', () => {
    const raw = JSON.stringify({
      step: 7,
      vehicle: { method: 'teleport', year: 2019, make: 'Toyota', options: ['sunroof', 5], plateVehicle: { year: 'x' } },
      answers: { '100': 'good', hack: 'x', '400': ['none', {}], '201': 12 },
      contact: { email: 'a@b.co' },
    });
    expect(parseStoredState(raw)).toEqual({
      step: 'vehicle',
      vehicle: { ...EMPTY_VEHICLE, make: 'Toyota', options: ['sunroof'] },
      answers: { '100': 'good', '400': ['none'] },
    });
  });

  test('the stored copy never holds contact details', () => {
    const stored = serializeState({ step: 'contact', vehicle: EMPTY_VEHICLE, answers: {} });
    expect(stored).not.toMatch(/email|phone|firstName|lastName/);
  });
});

describe('contact extras', () => {
  const labels = {
    color: (value: string) => (value === 'blue' ? 'Blue' : undefined),
    option: (value: string) => `~${value}`,
  };

  test('colour and options by their labels; nothing when not given', () => {
    expect(contactExtras(vehicle({}), labels)).toEqual({});
    expect(contactExtras(vehicle({ exteriorColor: 'blue', options: ['sunroof', 'awd'] }), labels)).toEqual({
      exteriorColor: 'Blue',
      options: ['~sunroof', '~awd'],
    });
  });

  test('the plate only when the vehicle was found by it', () => {
    const plateVehicle = { year: 2019, make: 'Toyota', model: 'Camry', trim: 'LE', plate: 'SELL019', state: 'TX' };
    expect(contactExtras(vehicle({ method: 'plate', plate: 'SELL019', state: 'TX', plateVehicle }), labels)).toEqual({
      plate: 'SELL019',
      state: 'TX',
    });
    expect(contactExtras(vehicle({ method: 'model', plate: 'SELL019', state: 'TX', plateVehicle }), labels)).toEqual(
      {},
    );
  });
});
