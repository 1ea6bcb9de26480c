import {
  createLoadBar,
  LOAD_BAR_DURATION_MS,
  LOAD_BAR_GIVE_UP_MS,
  LOAD_BAR_HIDE_MS,
  LOAD_BAR_RESET_MS,
  LOAD_BAR_THROTTLE_MS,
  type LoadBarPhase,
} from './load-bar';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the issue-8 timings', () => {
  expect([LOAD_BAR_THROTTLE_MS, LOAD_BAR_DURATION_MS, LOAD_BAR_HIDE_MS, LOAD_BAR_RESET_MS]).toEqual([
    200, 2000, 500, 400,
  ]);
});

type Step = [atMs: number, action: 'start' | 'finish' | 'reset' | null, phaseAfter: LoadBarPhase];

/** Runs the steps on one clock (ms since the first) and checks the phase right after each. */
function run(steps: Step[]) {
  const heard: LoadBarPhase[] = [];
  let phase: LoadBarPhase = 'idle';
  const bar = createLoadBar((next) => heard.push((phase = next)));
  let now = 0;
  for (const [at, action, expected] of steps) {
    jest.advanceTimersByTime(at - now);
    now = at;
    if (action) bar[action]();
    expect({ at, phase }).toEqual({ at, phase: expected });
  }
  return heard;
}

test.each<[string, Step[]]>([
  [
    'a navigation within the throttle never shows',
    [
      [0, 'start', 'idle'],
      [199, 'finish', 'idle'],
      [5000, null, 'idle'],
    ],
  ],
  [
    'shows at 200 ms, fills on completion, fades 500 ms later, resets 400 ms after that',
    [
      [0, 'start', 'idle'],
      [199, null, 'idle'],
      [200, null, 'loading'],
      [1500, 'finish', 'done'],
      [1999, null, 'done'],
      [2000, null, 'hiding'],
      [2399, null, 'hiding'],
      [2400, null, 'idle'],
    ],
  ],
  [
    'a second start while pending or loading changes nothing',
    [
      [0, 'start', 'idle'],
      [150, 'start', 'idle'],
      [200, null, 'loading'],
      [300, 'start', 'loading'],
      [400, 'finish', 'done'],
    ],
  ],
  [
    'a new navigation while fading starts over with the throttle',
    [
      [0, 'start', 'idle'],
      [300, 'finish', 'done'],
      [800, null, 'hiding'],
      [900, 'start', 'idle'],
      [1099, null, 'idle'],
      [1100, null, 'loading'],
    ],
  ],
  [
    'finishing again while done lets the fade run out',
    [
      [0, 'start', 'idle'],
      [300, 'finish', 'done'],
      [500, 'finish', 'done'],
      [800, null, 'hiding'],
      [1200, null, 'idle'],
    ],
  ],
  [
    'a navigation that never completes gives up',
    [
      [0, 'start', 'idle'],
      [200, null, 'loading'],
      [200 + LOAD_BAR_GIVE_UP_MS - 1, null, 'loading'],
      [200 + LOAD_BAR_GIVE_UP_MS, null, 'done'],
    ],
  ],
  [
    'reset hides at once and cancels a pending show',
    [
      [0, 'start', 'idle'],
      [250, 'reset', 'idle'],
      [400, 'start', 'idle'],
      [500, 'reset', 'idle'],
      [1000, null, 'idle'],
    ],
  ],
])('%s', (_name, steps) => {
  run(steps);
});

test('reports each change once', () => {
  expect(
    run([
      [0, 'start', 'idle'],
      [300, 'finish', 'done'],
      [2000, null, 'idle'],
    ]),
  ).toEqual(['loading', 'done', 'hiding', 'idle']);
});
