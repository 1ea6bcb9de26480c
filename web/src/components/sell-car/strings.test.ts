import { readFileSync } from 'node:fs';
import path from 'node:path';

import { MILEAGE_MESSAGE as MILEAGE_REQUIRED_MESSAGE } from '@/lib/leads/messages';
import { VIN_LENGTH_MESSAGE } from '@/lib/offers/vin';
import { ANSWER_REQUIRED_MESSAGE } from '@/lib/pricing/questionnaire';

import { format, localizeFlowErrors, optionLabelKey, SELL_FLOW_STRINGS, VEHICLE_OPTIONS } from './strings';

/** siteSettings.uiStrings as seeded, for both variants. */
function seededStrings(dataset: 'sell-car' | 'dealership') {
  const file = path.resolve(__dirname, '../../../../seed/dist', `${dataset}.ndjson`);
  const settings = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"_type":"siteSettings"'))
    .map((line) => JSON.parse(line) as { uiStrings?: { key: string; en?: string; es?: string }[] })[0];
  return new Map((settings?.uiStrings ?? []).map((entry) => [entry.key, entry]));
}

describe.each(['sell-car', 'dealership'] as const)('%s seed', (dataset) => {
  const seeded = seededStrings(dataset);

  test.each(Object.entries(SELL_FLOW_STRINGS))('%s is seeded in English (= built-in) and Spanish', (key, english) => {
    const entry = seeded.get(key);
    expect(entry?.en).toBe(english);
    expect(entry?.es?.trim()).toBeTruthy();
  });
});

test('every vehicle option has a label key', () => {
  for (const option of VEHICLE_OPTIONS) expect(Object.keys(SELL_FLOW_STRINGS)).toContain(optionLabelKey(option));
});

test('format fills known placeholders and leaves others', () => {
  expect(format('Step {current} of {total}: {title}', { current: 2, total: 5, title: 'History' })).toBe(
    'Step 2 of 5: History',
  );
  expect(format('{unknown} stays', {})).toBe('{unknown} stays');
});

describe('field messages of the shared rules, in the page’s words', () => {
  const spanish = (() => {
    const seeded = seededStrings('sell-car');
    return Object.fromEntries(Object.keys(SELL_FLOW_STRINGS).map((key) => [key, seeded.get(key)?.es ?? ''])) as Record<
      keyof typeof SELL_FLOW_STRINGS,
      string
    >;
  })();

  test.each([
    [VIN_LENGTH_MESSAGE, 'Un VIN tiene 17 letras y dígitos.'],
    [MILEAGE_REQUIRED_MESSAGE, 'Indique el millaje del vehículo.'],
    [ANSWER_REQUIRED_MESSAGE, 'Responda esta pregunta.'],
  ])('"%s" reads "%s" in Spanish', (english, text) => {
    expect(localizeFlowErrors({ field: english }, spanish)).toEqual({ field: text });
  });

  test('a message that is already the page’s own text, or absent, is left as it is', () => {
    expect(localizeFlowErrors({ a: 'Elija el año.', b: undefined }, spanish)).toEqual({
      a: 'Elija el año.',
      b: undefined,
    });
  });
});
