import path from 'node:path';
import { stackConfig } from './stack-config';

const root = '/repo';

test('ports follow STACK_PORT: nginx, the instances, then the compressing server, Redis and PostgreSQL', () => {
  expect(stackConfig({}, root)).toMatchObject({
    port: 8080,
    webPorts: [8081, 8082],
    compressPort: 8083,
    redisPort: 8084,
    postgresPort: 8085,
    url: 'http://127.0.0.1:8080',
  });
  expect(stackConfig({ STACK_PORT: '3140' }, root)).toMatchObject({ port: 3140, webPorts: [3141, 3142] });
});

test('state lives under $DATA_DIR/stack; a relative DATA_DIR is relative to the repository root', () => {
  expect(stackConfig({}, root).stackDir).toBe(path.join(root, '.data', 'stack'));
  expect(stackConfig({ DATA_DIR: 'tmp/run' }, root).logDir).toBe(path.join(root, 'tmp/run/stack/logs'));
  expect(stackConfig({ DATA_DIR: '/var/dealer' }, root).stateFile).toBe('/var/dealer/stack/processes.json');
});

test('the POST limit is configurable and checked before nginx sees it', () => {
  expect(stackConfig({}, root)).toMatchObject({ postRate: '2r/s', postBurst: 20 });
  expect(stackConfig({ STACK_POST_RATE: '600r/m', STACK_POST_BURST: '500' }, root)).toMatchObject({
    postRate: '600r/m',
    postBurst: 500,
  });
  expect(() => stackConfig({ STACK_POST_RATE: '10' }, root)).toThrow(/STACK_POST_RATE/);
  expect(() => stackConfig({ STACK_PORT: 'http' }, root)).toThrow(/STACK_PORT/);
  expect(() => stackConfig({ STACK_PORT: '65534' }, root)).toThrow(/STACK_PORT/);
});
