import { showFieldErrors } from './show-field-errors';

function fakeForm() {
  const calls: string[] = [];
  return {
    calls,
    clearErrors: () => calls.push('clear'),
    setError: (path: string, error: { message?: string }) => calls.push(`${path}=${error.message ?? ''}`),
  };
}

test.each<[string, Record<string, string>, ((key: string) => string) | undefined, string[]]>([
  ['each key as its own path', { firstName: 'A', email: 'B' }, undefined, ['clear', 'firstName=A', 'email=B']],
  ['nothing to show still clears', {}, undefined, ['clear']],
  [
    'a mapped path keeps the first message',
    { 'services.0': 'Too long', services: 'Choose one' },
    (key) => (key.startsWith('services.') ? 'services' : key),
    ['clear', 'services=Too long'],
  ],
  [
    'a list message beside its entries',
    { 'applicant.residences.0.city': 'Required', 'applicant.residences': 'Two years' },
    (key) => (key.endsWith('.residences') ? `${key}.root` : key),
    ['clear', 'applicant.residences.0.city=Required', 'applicant.residences.root=Two years'],
  ],
])('%s', (_name, found, pathOf, expected) => {
  const form = fakeForm();
  showFieldErrors(form as never, found, pathOf);
  expect(form.calls).toEqual(expected);
});
