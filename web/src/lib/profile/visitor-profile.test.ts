import { isProfileValid, planProfileSave, profilePrefill, readProfile, type VisitorProfile } from './visitor-profile';

const filled: VisitorProfile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '(630) 555-0100',
  uniqueUserId: 'u-1',
};
const submitted = { firstName: 'Ada', lastName: 'King', email: 'ada@example.com', phone: '6305550101' };
const context = { functionalAllowed: true, now: new Date('2026-11-22T00:00:00Z'), newUserId: 'u-new' };

test.each<[string, Partial<VisitorProfile>, boolean]>([
  ['complete', {}, true],
  ['no first name', { firstName: '' }, false],
  ['no last name', { lastName: undefined }, false],
  ['bad e-mail', { email: 'ada@example' }, false],
  ['short phone', { phone: '555-0100' }, false],
])('profile %s → valid %p', (_name, patch, valid) => {
  expect(isProfileValid({ ...filled, ...patch })).toBe(valid);
});

test('an empty profile: saves, creates the user id, fires Lead, no unlock timestamp', () => {
  expect(planProfileSave({}, submitted, context)).toEqual({
    cookies: {
      firstName: 'Ada',
      lastName: 'King',
      email: 'ada@example.com',
      phone: '6305550101',
      uniqueUserId: 'u-new',
    },
    fireLeadEvent: true,
  });
});

test('an already filled profile: keeps the user id, sets the unlock timestamp, no Lead event', () => {
  const plan = planProfileSave(filled, submitted, context);
  expect(plan.fireLeadEvent).toBe(false);
  expect(plan.cookies.uniqueUserId).toBeUndefined();
  expect(plan.cookies.unlockPrice).toBe(String(context.now.getTime()));
  expect(plan.cookies.lastName).toBe('King');
});

test('without the functional category nothing is saved, and the Lead event still follows the old profile', () => {
  expect(planProfileSave({}, submitted, { ...context, functionalAllowed: false })).toEqual({
    cookies: {},
    fireLeadEvent: true,
  });
  expect(planProfileSave(filled, submitted, { ...context, functionalAllowed: false }).fireLeadEvent).toBe(false);
});

test('a home address is saved only when complete', () => {
  const complete = { address: '1 Main St', city: 'Aurora', state: 'IL', zipCode: '60505' };
  expect(planProfileSave({}, { ...submitted, homeAddress: complete }, context).cookies.homeAddress).toBe(
    JSON.stringify(complete),
  );
  expect(
    planProfileSave({}, { ...submitted, homeAddress: { ...complete, city: '' } }, context).cookies.homeAddress,
  ).toBeUndefined();
});

test('reading cookies back and prefilling', () => {
  const profile = readProfile({
    firstName: 'Ada',
    lastName: ' ',
    email: 'ada@example.com',
    phone: '6305550100',
    homeAddress: '{"address":"1 Main St","city":"Aurora","state":"IL","zipCode":"60505"}',
    unlockPrice: 'soon',
  });
  expect(profile).toMatchObject({ firstName: 'Ada', lastName: undefined, unlockPrice: undefined });
  expect(profile.homeAddress?.city).toBe('Aurora');
  expect(profilePrefill(profile)).toEqual({
    firstName: 'Ada',
    lastName: '',
    email: 'ada@example.com',
    phone: '6305550100',
  });
  expect(readProfile({ homeAddress: 'not json' }).homeAddress).toBeUndefined();
});
