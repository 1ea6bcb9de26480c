/**
 * The shared page cache end to end (docs/caching.md, "Next's cache and publishing"): two `next start` of one
 * production build on one Redis, each with its own seed copy and data folder, as behind a load balancer. A page
 * one instance rendered is a hit on the other; a publish sent to instance A only shows on instance B's very next
 * request, and a page that does not show the changed type stays a hit on both.
 *
 * Needs web/.next (`next build`) and Debian's redis-server. Prints one line per check and `N passed, N failed`;
 * with SHARED_CACHE_REPORT set, writes `{passed, failed, notes}` there for `npm test`.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  REDIS_SERVER_MISSING,
  redisServerInstalled,
  startRedis,
  type TestRedis,
} from '../../../web/src/server/shared-cache/testing/redis-server';
import { webDir } from '../bench/paths';
import { startInstance, type Instance } from './instance';
import { firstLegalSlug, retitleLegalPage, sendPublishWebhook } from './publish';

const PORT_A = Number(process.env.SHARED_CACHE_PORT_A ?? 3301);
const PORT_B = Number(process.env.SHARED_CACHE_PORT_B ?? 3302);
const SECRET = 'shared-cache-check-secret';

interface Check {
  name: string;
  ok: boolean;
  detail?: string;
}

const checks: Check[] = [];

function check(name: string, ok: boolean, detail?: string): void {
  checks.push({ name, ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${!ok && detail ? ` (${detail})` : ''}`);
}

interface Answer {
  status: number;
  cache: string;
  text: string;
}

/** Why a fetch failed: undici puts the socket's error (reset, refused, closed) in `cause`. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause =
    error.cause instanceof Error ? `: ${(error.cause as NodeJS.ErrnoException).code ?? error.cause.message}` : '';
  return `${error.message}${cause}`;
}

/**
 * A first-time visitor's page request: HTML, no cookie (the kind Next's cache serves). A request that fails on the
 * socket (a kept-alive connection the server closed while the other instance started) is sent once more on a new
 * one, as a browser does for an idempotent GET; an HTTP answer of any status is never retried.
 */
async function visit(instance: Instance, pathname: string): Promise<Answer> {
  const send = () =>
    fetch(`${instance.base}${pathname}`, { headers: { accept: 'text/html', 'accept-language': 'en-US' } });
  const response = await send().catch((error: unknown) => {
    console.log(`note: GET ${pathname} on ${instance.name} failed on the socket (${describe(error)}); sent again`);
    return send();
  });
  return {
    status: response.status,
    cache: response.headers.get('x-nextjs-cache') ?? 'none',
    text: await response.text(),
  };
}

async function exercise(a: Instance, b: Instance): Promise<void> {
  const legal = `/legal/${firstLegalSlug(a.seedDir)}`;
  for (const page of [legal, '/contact-us']) {
    const first = await visit(a, page);
    check(`${page} answers 200 on A`, first.status === 200, `status ${first.status}`);
    const second = await visit(a, page);
    check(`${page}: A's second request is a HIT`, second.cache === 'HIT', second.cache);
    const onB = await visit(b, page);
    check(`${page}: B's first request is a HIT of A's render`, onB.cache === 'HIT', onB.cache);
  }

  const title = `Terms revised ${Date.now()}`;
  const slug = legal.slice('/legal/'.length);
  for (const instance of [a, b]) retitleLegalPage(instance.seedDir, slug, title);
  const unpublished = await visit(b, legal);
  check('an edit without a publish changes nothing on B', !unpublished.text.includes(title), unpublished.cache);

  const published = await sendPublishWebhook(a.base, SECRET, 'legalPage');
  check('the signed publish webhook sent to A only answers 200', published.status === 200, published.body);

  const next = await visit(b, legal);
  check(`B's very next request for ${legal} shows the new title`, next.text.includes(title), next.cache);
  check(`B's very next request for ${legal} was rendered again, not a HIT`, next.cache !== 'HIT', next.cache);
  const again = await visit(b, legal);
  check(
    `B's following request is a HIT of the new page`,
    again.cache === 'HIT' && again.text.includes(title),
    again.cache,
  );
  const onA = await visit(a, legal);
  check(`A serves B's new render as a HIT`, onA.cache === 'HIT' && onA.text.includes(title), onA.cache);
  for (const instance of [a, b]) {
    const contact = await visit(instance, '/contact-us');
    check(
      `/contact-us (no legal page on it) is still a HIT on ${instance.name}`,
      contact.cache === 'HIT',
      contact.cache,
    );
  }
}

async function main(): Promise<void> {
  if (!existsSync(path.join(webDir, '.next', 'BUILD_ID'))) {
    check('a production build in web/.next', false, 'run `npx next build` in web/ first');
  } else if (!redisServerInstalled()) {
    check('redis-server is installed', false, REDIS_SERVER_MISSING);
  } else {
    let redis: TestRedis | undefined;
    const instances: Instance[] = [];
    try {
      redis = await startRedis();
      instances.push(await startInstance('A', PORT_A, redis.url, SECRET));
      instances.push(await startInstance('B', PORT_B, redis.url, SECRET));
      await exercise(instances[0]!, instances[1]!);
    } catch (error) {
      check('the check ran to its end', false, describe(error));
    } finally {
      if (checks.some((item) => !item.ok)) {
        for (const instance of instances) console.log(`\n--- instance ${instance.name} printed:\n${instance.output()}`);
      }
      for (const instance of instances.reverse()) await instance.stop();
      await redis?.stop();
    }
  }
  const failed = checks.filter((item) => !item.ok);
  const report = process.env.SHARED_CACHE_REPORT;
  if (report) {
    const notes = failed.map((item) => `${item.name}${item.detail ? `: ${item.detail}` : ''}`);
    writeFileSync(report, JSON.stringify({ passed: checks.length - failed.length, failed: failed.length, notes }));
  }
  console.log(`${checks.length - failed.length} passed, ${failed.length} failed`);
  process.exitCode = failed.length === 0 ? 0 : 1;
}

void main();
