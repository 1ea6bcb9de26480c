import { existsSync } from 'node:fs';
import path from 'node:path';
import { FIRST_LOAD_PAGES } from './first-load-js-section';
import { webDir } from './paths';

// The report names page types by their App Router route; a route that moved would leave its line unmeasured.
test.each(FIRST_LOAD_PAGES)('%s: %s is a page of the app', (_name, route) => {
  expect(existsSync(path.join(webDir, 'src', 'app', `${route}.tsx`))).toBe(true);
});
