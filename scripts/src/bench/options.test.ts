import { needsBuild, needsServers, parseBenchArgs, SECTIONS } from './options';

describe('parseBenchArgs', () => {
  test('defaults to every section, 3 Lighthouse runs, 10 s loads and a fresh build', () => {
    expect(parseBenchArgs([])).toEqual({
      sections: [...SECTIONS],
      runs: 3,
      seconds: 10,
      skipBuild: false,
      pages: null,
      throttlings: ['simulate', 'devtools'],
    });
  });

  test('--only picks sections (in the bench’s order), --runs and --seconds take numbers', () => {
    expect(parseBenchArgs(['--only', 'query,lighthouse', '--runs', '1', '--seconds=3', '--skip-build'])).toEqual({
      sections: ['lighthouse', 'query'],
      runs: 1,
      seconds: 3,
      skipBuild: true,
      pages: null,
      throttlings: ['simulate', 'devtools'],
    });
  });

  test('--pages names the measured pages, --throttling the Lighthouse methods', () => {
    expect(parseBenchArgs(['--pages', 'SRP, VDP', '--throttling=devtools'])).toMatchObject({
      pages: ['SRP', 'VDP'],
      throttlings: ['devtools'],
    });
  });

  test.each([
    [['--only', 'speed']],
    [['--only', '']],
    [['--runs', '0']],
    [['--runs', 'two']],
    [['--seconds']],
    [['--fast']],
    [['--pages', '']],
    [['--throttling', 'fast']],
  ])('rejects %j', (argv) => {
    expect(() => parseBenchArgs(argv)).toThrow();
  });

  test('--help', () => {
    expect(parseBenchArgs(['--help'])).toBe('help');
  });
});

test('the query section needs neither a build nor a site, first-load JS a build only', () => {
  expect(needsBuild(['query'])).toBe(false);
  expect(needsBuild(['query', 'js'])).toBe(true);
  expect(needsServers(['query', 'js'])).toBe(false);
  expect(needsServers(['posts'])).toBe(true);
});
