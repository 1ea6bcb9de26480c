import { createKickScheduler } from './kick-scheduler';

const DELAY = 200;

/** A pass the test finishes by hand, counting how many started. */
function manualPass() {
  const finishers: Array<() => void> = [];
  const pass = jest.fn(() => new Promise<void>((resolve) => finishers.push(resolve)));
  const finishNext = async () => {
    finishers.shift()?.();
    // Let the scheduler see the pass end (its promise chain) before the test looks again.
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  };
  return { pass, finishNext };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('createKickScheduler', () => {
  test.each([
    ['one kick', 1],
    ['a burst of kicks inside the delay', 25],
  ])('%s: one pass, once the delay has passed', async (_label, kicks) => {
    const { pass, finishNext } = manualPass();
    const scheduler = createKickScheduler(pass, DELAY);
    for (let index = 0; index < kicks; index += 1) scheduler.kick();
    jest.advanceTimersByTime(DELAY - 1);
    expect(pass).toHaveBeenCalledTimes(0);
    jest.advanceTimersByTime(1);
    expect(pass).toHaveBeenCalledTimes(1);
    await finishNext();
    jest.advanceTimersByTime(DELAY * 10);
    expect(pass).toHaveBeenCalledTimes(1);
  });

  test('kicks while a pass runs ask for exactly one more pass, right after it (never two at a time)', async () => {
    const { pass, finishNext } = manualPass();
    const scheduler = createKickScheduler(pass, DELAY);
    scheduler.kick();
    jest.advanceTimersByTime(DELAY);
    scheduler.kick();
    scheduler.kick();
    expect(pass).toHaveBeenCalledTimes(1);
    await finishNext();
    expect(pass).toHaveBeenCalledTimes(2);
    await finishNext();
    jest.advanceTimersByTime(DELAY * 10);
    expect(pass).toHaveBeenCalledTimes(2);
  });

  test('a pass that throws does not stop the next one', async () => {
    const pass = jest.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    const scheduler = createKickScheduler(pass, DELAY);
    scheduler.kick();
    jest.advanceTimersByTime(DELAY);
    await scheduler.idle();
    scheduler.kick();
    jest.advanceTimersByTime(DELAY);
    await scheduler.idle();
    expect(pass).toHaveBeenCalledTimes(2);
  });

  test('idle() runs a waiting pass at once and resolves when it has finished', async () => {
    const { pass, finishNext } = manualPass();
    const scheduler = createKickScheduler(pass, DELAY);
    scheduler.kick();
    let idle = false;
    const waiting = scheduler.idle().then(() => (idle = true));
    expect(pass).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(idle).toBe(false);
    await finishNext();
    await waiting;
    expect(idle).toBe(true);
  });
});
