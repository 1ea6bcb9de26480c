import { submissionFingerprint, submissionKeyFor } from './submission-key';

let counter = 0;
const newKey = () => `key-${(counter += 1)}`;

beforeEach(() => {
  counter = 0;
});

test('the first submission gets a new key', () => {
  expect(submissionKeyFor(null, { form: 'CONTACT_SALES', message: 'Hi' }, newKey).key).toBe('key-1');
});

test.each<[string, unknown, unknown, boolean]>([
  ['the same answers (a retry after a failed answer)', { message: 'Hi' }, { message: 'Hi' }, true],
  ['an edited answer', { message: 'Hi' }, { message: 'Hi there' }, false],
  ['an answer added', { message: 'Hi' }, { message: 'Hi', phone: '630' }, false],
  ['a nested change', { vehicle: { vin: 'A' } }, { vehicle: { vin: 'B' } }, false],
])('%s keeps the key: %p', (_label, first, second, same) => {
  const before = submissionKeyFor(null, first, newKey);
  const after = submissionKeyFor(before, second, newKey);
  expect(after.key === before.key).toBe(same);
});

test('form data: the same fields and file keep the key; another file or text makes a new one', () => {
  const body = (text: string, file: File) => {
    const form = new FormData();
    form.set('message', text);
    form.set('resume', file);
    return form;
  };
  const cv = new File(['%PDF-1.4'], 'cv.pdf', { lastModified: 1 });
  const first = submissionKeyFor(null, body('Hello', cv), newKey);
  expect(submissionKeyFor(first, body('Hello', cv), newKey)).toBe(first);
  expect(submissionKeyFor(first, body('Hello!', cv), newKey).key).not.toBe(first.key);
  const other = new File(['%PDF-1.7 longer'], 'cv.pdf', { lastModified: 2 });
  expect(submissionKeyFor(first, body('Hello', other), newKey).key).not.toBe(first.key);
});

test('JSON and form data with the same text are different submissions', () => {
  const form = new FormData();
  form.set('message', 'Hi');
  expect(submissionFingerprint(form)).not.toBe(submissionFingerprint({ message: 'Hi' }));
});
