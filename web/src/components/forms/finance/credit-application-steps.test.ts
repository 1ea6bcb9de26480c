import { creditErrorPath, creditFieldId } from './credit-application-steps';

test.each<[string, string]>([
  ['applicant.firstName', 'fca-applicant-firstName'],
  ['coBorrower.residences.1.zipCode', 'fca-coBorrower-residences-1-zipCode'],
  ['applicant.employments', 'fca-applicant-employments'],
  ['esignConsent', 'fca-esignConsent'],
])('the field %s has the id %s', (path, id) => {
  expect(creditFieldId(path)).toBe(id);
});

test.each<[string, string]>([
  // A history list's own message (two years not covered) sits beside its entries' messages.
  ['applicant.residences', 'applicant.residences.root'],
  ['coBorrower.employments', 'coBorrower.employments.root'],
  ['applicant.residences.0.city', 'applicant.residences.0.city'],
  ['applicant.firstName', 'applicant.firstName'],
  ['esignConsent', 'esignConsent'],
])('the error of %s is kept at %s', (key, path) => {
  expect(creditErrorPath(key)).toBe(path);
});
