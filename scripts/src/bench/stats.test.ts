import { median, medianOfRuns, percentile } from './stats';

describe('percentile (nearest rank)', () => {
  test.each([
    { samples: [], p: 50, expected: Number.NaN },
    { samples: [7], p: 95, expected: 7 },
    { samples: [5, 1, 4, 2, 3], p: 50, expected: 3 },
    { samples: [5, 1, 4, 2, 3], p: 0, expected: 1 },
    { samples: [5, 1, 4, 2, 3], p: 100, expected: 5 },
    { samples: Array.from({ length: 100 }, (_, i) => 100 - i), p: 95, expected: 95 },
    { samples: Array.from({ length: 20 }, (_, i) => i + 1), p: 95, expected: 19 },
  ])('p$p of $samples.length samples is $expected', ({ samples, p, expected }) => {
    expect(percentile(samples, p)).toBe(expected);
  });

  test('leaves its input unsorted', () => {
    const samples = [3, 1, 2];
    percentile(samples, 50);
    expect(samples).toEqual([3, 1, 2]);
  });
});

describe('median', () => {
  test.each([
    { samples: [], expected: Number.NaN },
    { samples: [90, 97, 95], expected: 95 },
    { samples: [4, 1, 3, 2], expected: 2.5 },
  ])('of $samples is $expected', ({ samples, expected }) => {
    expect(median(samples)).toBe(expected);
  });
});

describe('medianOfRuns', () => {
  test('takes each metric’s median on its own', () => {
    const runs = [
      { performance: 91, tbtMs: 300 },
      { performance: 98, tbtMs: 80 },
      { performance: 96, tbtMs: 120 },
    ];
    expect(medianOfRuns(runs)).toEqual({ performance: 96, tbtMs: 120 });
  });

  test('leaves a run’s missing (NaN) metric out of that metric', () => {
    expect(medianOfRuns([{ cls: Number.NaN }, { cls: 0.01 }, { cls: 0.03 }])).toEqual({ cls: 0.02 });
  });
});
