/**
 * docker-compose.yml describes the same topology as `npm run stack:up`: the same services, the ports the script
 * derives from STACK_PORT's default, the variables the script sets on every instance, and nginx's config from the
 * same template with the same placeholders.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseComposeYaml, type YamlValue } from './compose-yaml';
import { STACK_SET_VARIABLES } from './instance-env';
import { instanceValues, placeholdersOf, readTemplate, TEMPLATE_PATH, TEMPLATE_PLACEHOLDERS } from './nginx-config';
import { DEFAULT_POST_BURST, DEFAULT_POST_RATE, INSTANCE_COUNT, stackConfig } from './stack-config';

const root = path.resolve(__dirname, '../../..');
const compose = parseComposeYaml(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'));
const defaults = stackConfig({}, root);

type Mapping = { [key: string]: YamlValue };
const mapping = (value: YamlValue | undefined): Mapping => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('expected a mapping');
  return value;
};
const list = (value: YamlValue | undefined): string[] => {
  if (!Array.isArray(value)) throw new Error('expected a sequence');
  return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
};
const services = mapping(compose.services);
const service = (name: string) => mapping(services[name]);
const env = (name: string) => mapping(service(name).environment) as Record<string, string>;
const webNames = Object.keys(services).filter((name) => /^web-\d+$/.test(name));

test('the same services: nginx, one web service per instance, Redis, PostgreSQL', () => {
  expect(Object.keys(services).sort()).toEqual(
    ['nginx', 'postgres', 'redis', ...Array.from({ length: INSTANCE_COUNT }, (_, index) => `web-${index + 1}`)].sort(),
  );
});

test('only nginx is published, on STACK_PORT (default as the script) to the port its config listens on', () => {
  expect(list(service('nginx').ports)).toEqual([`\${STACK_PORT:-${defaults.port}}:${defaults.port}`]);
  expect(env('nginx').STACK_PORT).toBe(String(defaults.port));
  for (const name of ['postgres', 'redis', ...webNames]) expect(service(name).ports).toBeUndefined();
});

test('each instance listens on the port the script gives it; nginx routes to and fans the webhook out to exactly those', () => {
  webNames.forEach((name, index) => {
    const port = String(defaults.webPorts[index]);
    expect(env(name).PORT).toBe(port);
    const command = list(service(name).command);
    expect(command.slice(0, 3)).toEqual(['npx', 'next', 'start']);
    expect(command[command.indexOf('-p') + 1]).toBe(port);
  });
  const instances = webNames.map((name, index) => ({ host: name, port: defaults.webPorts[index] ?? 0 }));
  // The same lines the script renders, on one line each (an environment value).
  for (const [name, value] of Object.entries(instanceValues(instances, 'one line')))
    expect(env('nginx')[name]).toBe(value);
  expect(env('nginx').STACK_COMPRESS_PORT).toBe(String(defaults.compressPort));
});

test('every instance gets the variables the script sets, the same apart from its PORT', () => {
  const [first, ...others] = webNames.map(env);
  for (const variable of STACK_SET_VARIABLES) expect(first).toHaveProperty(variable);
  expect(first?.TRUST_PROXY).toBe('1');
  for (const other of others) expect({ ...other, PORT: '' }).toEqual({ ...first, PORT: '' });
});

test('REDIS_URL and DATABASE_URL name the ports the Redis and PostgreSQL services listen on', () => {
  const web = env('web-1');
  expect(web.REDIS_URL).toBe(`redis://redis:${defaults.redisPort}`);
  const redis = list(service('redis').command);
  expect(redis[redis.indexOf('--port') + 1]).toBe(String(defaults.redisPort));
  expect(redis).toEqual(expect.arrayContaining(['--save', '', '--appendonly', 'no']));

  expect(web.DATABASE_URL).toMatch(new RegExp(`^postgres://dealer:.+@postgres:${defaults.postgresPort}/dealer$`));
  const postgres = list(service('postgres').command);
  expect(postgres[postgres.indexOf('-p') + 1]).toBe(String(defaults.postgresPort));
  expect(env('postgres')).toMatchObject({ POSTGRES_USER: 'dealer', POSTGRES_DB: 'dealer' });
});

test('nginx mounts the same template and fills exactly its placeholders, with the same POST limit defaults', () => {
  const volumes = list(service('nginx').volumes);
  expect(volumes).toContain(`./${TEMPLATE_PATH}:/etc/stack/nginx.conf.template:ro`);
  const template = readTemplate(root);
  expect(placeholdersOf(template).sort()).toEqual([...TEMPLATE_PLACEHOLDERS].sort());
  expect(Object.keys(env('nginx')).sort()).toEqual([...TEMPLATE_PLACEHOLDERS].sort());

  const entrypoint = readFileSync(path.join(root, 'scripts/stack/nginx-entrypoint.sh'), 'utf8');
  const substituted = /^placeholders='([^']*)'$/m.exec(entrypoint)?.[1] ?? '';
  expect(placeholdersOf(substituted).sort()).toEqual([...TEMPLATE_PLACEHOLDERS].sort());

  expect(env('nginx').STACK_POST_RATE).toBe(`\${STACK_POST_RATE:-${DEFAULT_POST_RATE}}`);
  expect(env('nginx').STACK_POST_BURST).toBe(`\${STACK_POST_BURST:-${DEFAULT_POST_BURST}}`);
});
