import { isDatabaseUnavailable } from './unavailable';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
/** As drizzle-orm wraps driver errors (its message quotes the query and params). */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: insert … params: a@b.example'), { cause });

test.each<[string, boolean, unknown]>([
  ['connection refused', true, coded('ECONNREFUSED')],
  ['connection reset', true, coded('ECONNRESET')],
  ['unknown host', true, coded('ENOTFOUND')],
  ['admin shutdown 57P01', true, coded('57P01')],
  ['cannot connect now 57P03', true, coded('57P03')],
  ['too many connections 53300', true, coded('53300')],
  ['connection failure 08006', true, coded('08006')],
  ['connection does not exist 08003', true, coded('08003')],
  ['pg: connection terminated', true, new Error('Connection terminated unexpectedly')],
  ['pg: pool ended', true, new Error('Cannot use a pool after calling end on the pool')],
  ['pg: connect timeout', true, new Error('timeout exceeded when trying to connect')],
  ['PGlite closed', true, new Error('PGlite is closed')],
  ['the process database could not open', true, coded('EDBOPEN')],
  ['the embedded database is locked by another server', true, coded('EDBLOCKED')],
  ['wrapped by drizzle', true, wrapped(coded('ECONNREFUSED'))],
  [
    'dual-stack connect, every attempt refused',
    true,
    new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]),
  ],
  ['unique violation 23505', false, coded('23505')],
  ['not-null violation wrapped', false, wrapped(coded('23502'))],
  ['syntax error 42601', false, coded('42601')],
  ['plain bug', false, new TypeError('cannot read properties of undefined')],
  ['message merely mentioning PGlite', false, new Error('PGlite is closed for business? no')],
  ['not an error', false, 'ECONNREFUSED'],
  ['null', false, null],
])('%s → %s', (_label, expected, error) => {
  expect(isDatabaseUnavailable(error)).toBe(expected);
});

test('a cause cycle does not loop forever', () => {
  const a: { cause?: unknown } = new Error('a');
  const b = Object.assign(new Error('b'), { cause: a });
  a.cause = b;
  expect(isDatabaseUnavailable(a)).toBe(false);
});
