/**
 * The build step in next.config.ts that puts V8's eager-compile hint at the top of every client script, so the
 * browser compiles the start-up code off the main thread (docs/caching.md, "Scripts after the first paint").
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nextConfig, { EAGER_COMPILE_HINT, hintEagerCompile } from '../../../next.config';

let project = '';
const chunk = (name: string) => path.join(project, '.next', 'static', 'chunks', name);
const FILES: Record<string, string> = {
  'main.js': '(()=>{self.TURBOPACK=[]})();\n//# sourceMappingURL=main.js.map',
  'nested/dialog.js': 'globalThis.x=1;',
  'styles.css': 'body{margin:0}',
  'main.js.map': '{"version":3}',
};

beforeEach(() => {
  project = mkdtempSync(path.join(os.tmpdir(), 'compile-hint-'));
  for (const [name, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(chunk(name)), { recursive: true });
    writeFileSync(chunk(name), text);
  }
  mkdirSync(path.join(project, '.next', 'static', 'media'), { recursive: true });
  writeFileSync(path.join(project, '.next', 'static', 'media', 'not-a-chunk.js'), 'x');
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

test('every script under static/chunks opens with the hint, its code unchanged after it', async () => {
  expect(await hintEagerCompile(path.join(project, '.next'))).toBe(2);
  expect(readFileSync(chunk('main.js'), 'utf8')).toBe(EAGER_COMPILE_HINT + FILES['main.js']);
  expect(readFileSync(chunk('nested/dialog.js'), 'utf8')).toBe(EAGER_COMPILE_HINT + FILES['nested/dialog.js']);
  expect(EAGER_COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
});

test('styles, source maps and files outside the chunks are left alone', async () => {
  await hintEagerCompile(path.join(project, '.next'));
  expect(readFileSync(chunk('styles.css'), 'utf8')).toBe(FILES['styles.css']);
  expect(readFileSync(chunk('main.js.map'), 'utf8')).toBe(FILES['main.js.map']);
  expect(readFileSync(path.join(project, '.next', 'static', 'media', 'not-a-chunk.js'), 'utf8')).toBe('x');
});

test('a second run changes nothing', async () => {
  await hintEagerCompile(path.join(project, '.next'));
  expect(await hintEagerCompile(path.join(project, '.next'))).toBe(0);
  expect(readFileSync(chunk('main.js'), 'utf8')).toBe(EAGER_COMPILE_HINT + FILES['main.js']);
});

test('next build runs it after compiling, on the build folder it names', async () => {
  await nextConfig.compiler!.runAfterProductionCompile!({ distDir: '.next', projectDir: project });
  expect(readFileSync(chunk('main.js'), 'utf8').startsWith(EAGER_COMPILE_HINT)).toBe(true);
});
