/**
 * The built Studio bundle boots in a browser: it loads its scripts, reads its config (project `offline0`), asks the
 * project API who is logged in and renders the login screen, with no uncaught error on the way.
 *
 * Why not further: the real Content Lake (login, documents, the test-lead action, presentation) needs a Sanity
 * project and network access, which this machine does not have. The spec answers the API as a project with nobody
 * logged in would (`/users/me` → `{}`, `/auth/providers` → one provider), so the Studio stops at its login screen.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { expect, test } from '@playwright/test';

const dist = path.resolve(import.meta.dirname, '../dist');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

let server: Server;
let origin = '';

test.beforeAll(async () => {
  test.skip(!existsSync(path.join(dist, 'index.html')), 'run `npx sanity build --yes` in studio/ first');
  // A static host with the single-page fallback `sanity deploy` gives the Studio.
  server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = path.join(dist, pathname);
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory())
      file = path.join(dist, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

test('the built Studio loads and shows its login screen without errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const apiCalls: string[] = [];

  await page.route(/sanity\.(io|work)/, async (route) => {
    const url = new URL(route.request().url());
    apiCalls.push(url.pathname);
    const cors = {
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': '*',
      'content-type': 'application/json',
    };
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    if (url.pathname.endsWith('/users/me')) return route.fulfill({ status: 200, headers: cors, body: '{}' });
    if (url.pathname.endsWith('/auth/providers')) {
      return route.fulfill({
        status: 200,
        headers: cors,
        body: JSON.stringify({
          thirdPartyLogin: true,
          sso: { saml: false },
          providers: [{ name: 'sanity', title: 'E-mail / password', url: `${url.origin}/v1/auth/login/sanity` }],
        }),
      });
    }
    // Anything else (version checks, telemetry) is not needed to reach the login screen.
    return route.fulfill({ status: 404, headers: cors, body: '{}' });
  });

  await page.goto(origin);
  await expect(page.getByText('E-mail / password')).toBeVisible();
  expect(apiCalls.some((call) => call.endsWith('/users/me'))).toBe(true);
  expect(errors).toEqual([]);
});
