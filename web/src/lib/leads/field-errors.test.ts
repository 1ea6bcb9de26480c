import { z } from 'zod';
import { fieldErrorsOf, FORM_ERROR_KEY, UNKNOWN_FIELD_MESSAGE } from './field-errors';

const schema = z.strictObject({
  name: z.string().min(2, 'Too short'),
  nested: z.strictObject({ a: z.number() }).optional(),
});

function errorsFor(body: unknown, formKey?: string) {
  const result = schema.safeParse(body);
  if (result.success) throw new Error('expected a failure');
  return fieldErrorsOf(result.error, formKey);
}

const ownEntries = (errors: object) =>
  Object.keys(errors).map((key) => [key, Object.getOwnPropertyDescriptor(errors, key)?.value]);

describe('fieldErrorsOf', () => {
  test.each([
    ['a short name', { name: 'x' }, [['name', 'Too short']]],
    ['an unknown key', { name: 'ok', extra: 1 }, [['extra', UNKNOWN_FIELD_MESSAGE]]],
    ['an unknown nested key', { name: 'ok', nested: { a: 1, b: 2 } }, [['nested.b', UNKNOWN_FIELD_MESSAGE]]],
    // Own properties, so the message is not lost on the inherited member of the same name.
    ['a prototype key', JSON.parse('{"name":"ok","__proto__":1}'), [['__proto__', UNKNOWN_FIELD_MESSAGE]]],
    ['a constructor key', { name: 'ok', constructor: 1 }, [['constructor', UNKNOWN_FIELD_MESSAGE]]],
  ])('%s', (_label, body, expected) => {
    expect(ownEntries(errorsFor(body))).toEqual(expected);
  });

  test('a body that is not an object goes under the form key, named by the caller', () => {
    expect(Object.keys(errorsFor('text'))).toEqual([FORM_ERROR_KEY]);
    expect(Object.keys(errorsFor('text', 'query'))).toEqual(['query']);
  });
});
