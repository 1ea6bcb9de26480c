/** Every word of the alert e-mails and pages is seeded in English (the built-in fallback's) and Spanish. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { ALERT_MAIL_STRINGS } from './alert-mail-strings';
import { ALERT_PAGE_STRINGS } from './alert-page-strings';

const seedDir = path.resolve(__dirname, '../../../../seed/dist');
const strings =
  readFileSync(path.join(seedDir, 'dealership.ndjson'), 'utf8')
    .split('\n')
    .filter((line) => line.includes('"_type":"siteSettings"'))
    .map((line) => JSON.parse(line) as { uiStrings?: Array<{ key: string; en?: string; es?: string }> })[0]
    ?.uiStrings ?? [];

const builtIn: Record<string, string> = { ...ALERT_MAIL_STRINGS, ...ALERT_PAGE_STRINGS };

test.each(Object.keys(builtIn))('%s is seeded in en and es', (key) => {
  const entry = strings.find((item) => item.key === key);
  expect(entry?.en).toBe(builtIn[key]);
  expect(entry?.es?.trim()).toBeTruthy();
});
