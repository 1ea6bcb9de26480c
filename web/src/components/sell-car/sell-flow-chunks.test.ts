/**
 * The sell flow's first step is the page's first content, so its chunk carries only what that step needs to draw,
 * take input and check it. The later steps (questions, contact details, the offer request and its answers) are one
 * chunk loaded when the visitor gets there (prefetched when the browser is idle), and the libraries below load with
 * the islands that need them. This walks the static imports from the flow component: everything it reaches is in the
 * first step's chunk.
 */
import { staticReach as reach } from '@/testing/static-imports';

const FIRST_STEP = reach('components/sell-car/sell-flow.tsx');
const LATER_STEPS = reach('components/sell-car/later-steps.ts');

const LATER_ONLY = [
  'components/sell-car/question-step.tsx',
  'components/sell-car/contact-step.tsx',
  'components/sell-car/offer-submit.ts',
  'components/sell-car/offer-response.ts',
  'components/sell-car/offer-contact-schema.ts',
  'components/forms/contact-fields.tsx',
];
/** gzip weight in the browser, roughly: zod 31 KB, Chakra 35–65 KB, motion 27 KB, react-hook-form 10 KB. */
const HEAVY = ['zod', '@chakra-ui/react', 'motion', 'react-hook-form', '@hookform/resolvers', 'libphonenumber-js'];

test('the walk sees the first step and the later steps’ own modules (the checks below see a wrong import)', () => {
  expect(FIRST_STEP.files).toContain('components/sell-car/vehicle-step.tsx');
  expect(LATER_STEPS.files).toContain('components/sell-car/question-step.tsx');
  expect(LATER_STEPS.files).toContain('components/sell-car/offer-response.ts');
});

test.each(LATER_ONLY)('the first step’s chunk does not import %s', (file) => {
  expect(FIRST_STEP.files).not.toContain(file);
});

test.each(HEAVY)('the first step’s chunk does not import %s', (name) => {
  expect(FIRST_STEP.packages).not.toContain(name);
});
