import { RECORD_RETRY_CAP_MS, RECORD_RETRY_FIRST_MS, untilRecorded } from './until-recorded';

const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const terminated = new Error('Connection terminated unexpectedly');
const badRow = Object.assign(new Error('null value in column "status"'), { code: '23502' });

/** A write failing with `errors` in turn, then answering 'ok'; a fake clock that sleeping moves forward. */
function scripted(errors: Error[]) {
  let now = 0;
  const sleeps: number[] = [];
  let calls = 0;
  const write = async () => {
    calls += 1;
    const error = errors[calls - 1];
    if (error) throw error;
    return 'ok';
  };
  return {
    write,
    calls: () => calls,
    sleeps,
    options: (deadline: number, onWait?: () => void) => ({
      deadline,
      onWait,
      clock: () => now,
      sleep: async (ms: number) => {
        sleeps.push(ms);
        now += ms;
      },
    }),
  };
}

describe('untilRecorded', () => {
  test.each([
    ['answers at once', [], 1, []],
    ['waits out a refused connection', [unreachable], 2, [RECORD_RETRY_FIRST_MS]],
    [
      'waits out several, doubling the wait',
      [unreachable, terminated, unreachable],
      4,
      [RECORD_RETRY_FIRST_MS, RECORD_RETRY_FIRST_MS * 2, RECORD_RETRY_FIRST_MS * 4],
    ],
  ])('%s', async (_label, errors, calls, sleeps) => {
    const run = scripted(errors);
    await expect(untilRecorded(run.write, run.options(60_000))).resolves.toBe('ok');
    expect(run.calls()).toBe(calls);
    expect(run.sleeps).toEqual(sleeps);
  });

  test('the wait between tries stops growing at the cap', async () => {
    const run = scripted(Array.from({ length: 10 }, () => unreachable));
    await untilRecorded(run.write, run.options(10 * 60_000));
    expect(Math.max(...run.sleeps)).toBe(RECORD_RETRY_CAP_MS);
  });

  test.each([
    ['an error that is not "unreachable" is thrown at once', [badRow], 60_000, badRow, 1],
    [
      'past the deadline the last error is thrown',
      Array.from({ length: 50 }, () => unreachable),
      1_000,
      unreachable,
      4,
    ],
  ])('%s', async (_label, errors, deadline, thrown, calls) => {
    const run = scripted(errors);
    await expect(untilRecorded(run.write, run.options(deadline))).rejects.toBe(thrown);
    expect(run.calls()).toBe(calls);
  });

  test('says once that it is waiting, however many tries it takes', async () => {
    const onWait = jest.fn();
    const run = scripted([unreachable, unreachable, unreachable]);
    await untilRecorded(run.write, run.options(60_000, onWait));
    expect(onWait).toHaveBeenCalledTimes(1);
  });
});
