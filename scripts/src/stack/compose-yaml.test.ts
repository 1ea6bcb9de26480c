import { parseComposeYaml } from './compose-yaml';

test('mappings, sequences, quoted and flow scalars, comments, anchors and merges', () => {
  const source = [
    '# a comment',
    'x-base: &base',
    '  image: app # trailing comment',
    '  env: &env',
    '    A: "1"',
    "    B: 'it''s'",
    'services:',
    '  one:',
    '    <<: *base',
    '    image: other',
    '    command: ["run", "-p", "8081", ""]',
    '    environment:',
    '      <<: *env',
    '      PORT: "8081"',
    '    volumes:',
    '      - ./a:/b:ro',
    '      - "c#d"',
    'volumes:',
    '  data:',
  ].join('\n');
  expect(parseComposeYaml(source)).toEqual({
    'x-base': { image: 'app', env: { A: '1', B: "it's" } },
    services: {
      one: {
        image: 'other',
        env: { A: '1', B: "it's" },
        command: ['run', '-p', '8081', ''],
        environment: { A: '1', B: "it's", PORT: '8081' },
        volumes: ['./a:/b:ro', 'c#d'],
      },
    },
    volumes: { data: '' },
  });
});

test('refuses what it does not read, naming the line', () => {
  expect(() => parseComposeYaml('a: |\n  text')).toThrow(/line 1/);
  expect(() => parseComposeYaml('a:\n  - b: c')).toThrow(/line 2: sequences of mappings/);
  expect(() => parseComposeYaml('a: {b: c}')).toThrow(/line 1/);
  expect(() => parseComposeYaml('a:\n  <<: *missing')).toThrow(/line 2/);
});
