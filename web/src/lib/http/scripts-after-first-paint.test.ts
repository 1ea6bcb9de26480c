import vm from 'node:vm';
import { inlineScripts } from './inline-script-hashes';
import { FIRST_PAINT_WAIT_MS, firstPaintLoader, loadScriptsAfterFirstPaint } from './scripts-after-first-paint';

const chunk = (name: string) => `/_next/static/chunks/${name}.js`;
const asyncTag = (src: string) => `<script src="${src}" async=""></script>`;
const PRELOAD = `<link rel="preload" as="script" fetchPriority="low" href="${chunk('main')}"/>`;
const HEAD_START = '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/s.css"/>';

/** The head and body of a page the way Next writes them. */
const nextPage = [
  HEAD_START,
  PRELOAD,
  asyncTag(chunk('webpack')),
  asyncTag(chunk('react')),
  '<link rel="preload" href="/media/hero.svg" as="image" fetchPriority="high"/>',
  '</head><body><h1>Cars</h1>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>',
  asyncTag(chunk('main')),
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script type="application/ld+json">{"@type":"AutoDealer"}</script>',
  '</body></html>',
].join('');

describe('loadScriptsAfterFirstPaint', () => {
  const sent = loadScriptsAfterFirstPaint(nextPage);

  test("Next's async chunk tags and the chunk preload are gone", () => {
    expect(sent).not.toMatch(/<script src="[^"]*" async="">/);
    expect(sent).not.toContain(PRELOAD);
  });

  test('one loader takes the first tag’s place, listing every chunk in Next’s order', () => {
    const loader = `<script>${firstPaintLoader([chunk('webpack'), chunk('react'), chunk('main')])}</script>`;
    expect(sent.startsWith(`${HEAD_START}${loader}<link rel="preload" href="/media/hero.svg"`)).toBe(true);
    expect(sent.split('<script>(function(d,w,u)').length).toBe(2);
  });

  test('everything else is left as it was', () => {
    for (const kept of [
      '<link rel="preload" href="/media/hero.svg" as="image" fetchPriority="high"/>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>',
      '<script type="application/ld+json">{"@type":"AutoDealer"}</script>',
      '<h1>Cars</h1>',
    ])
      expect(sent).toContain(kept);
    expect(inlineScripts(sent)).toHaveLength(inlineScripts(nextPage).length + 1);
  });

  test.each([
    ['a page without scripts', `${HEAD_START}</head><body><p>Hello</p></body></html>`],
    ['a script from another origin', `${HEAD_START}${asyncTag('https://tags.example.com/t.js')}</head></html>`],
    [
      'a script with more attributes',
      `${HEAD_START}<script src="/a.js" async="" crossorigin=""></script></head></html>`,
    ],
    ['a parser-blocking script', `${HEAD_START}<script src="/a.js"></script></head></html>`],
    ['a preload whose script is not deferred', `${HEAD_START}${PRELOAD}</head></html>`],
  ])('%s: unchanged', (_name, html) => {
    expect(loadScriptsAfterFirstPaint(html)).toBe(html);
  });

  test('a document already rewritten is unchanged (the memo may see it twice)', () => {
    expect(loadScriptsAfterFirstPaint(sent)).toBe(sent);
  });

  test('a chunk named twice is loaded once', () => {
    const html = `${HEAD_START}${asyncTag(chunk('a'))}${asyncTag(chunk('a'))}</head></html>`;
    expect(loadScriptsAfterFirstPaint(html)).toBe(
      `${HEAD_START}<script>${firstPaintLoader([chunk('a')])}</script></head></html>`,
    );
  });

  test('a URL cannot close the loader script', () => {
    expect(firstPaintLoader(['/a</script><script>alert(1)//.js'])).not.toMatch(/<\/script/i);
  });
});

/** A browser as far as the loader sees it: appended scripts, a paint observer, timers and visibility. */
function browser(options: { visibility?: string; paintTimings?: boolean; observer?: boolean } = {}) {
  const appended: Array<{ src: string; async: boolean }> = [];
  const observers: Array<{ callback: (list: unknown, observer: unknown) => void; disconnected: boolean }> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  class PerformanceObserver {
    static supportedEntryTypes = options.paintTimings === false ? ['navigation', 'resource'] : ['paint', 'resource'];
    private entry: { callback: (list: unknown, observer: unknown) => void; disconnected: boolean };
    constructor(callback: (list: unknown, observer: unknown) => void) {
      this.entry = { callback, disconnected: false };
    }
    observe(init: { type: string; buffered: boolean }) {
      if (init.type === 'paint' && init.buffered) observers.push(this.entry);
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const document = {
    visibilityState: options.visibility ?? 'visible',
    createElement: (tag: string) => ({ tag, src: '', async: false }),
    head: { appendChild: (element: { src: string; async: boolean }) => appended.push({ ...element }) },
  };
  const window = {
    PerformanceObserver: options.observer === false ? undefined : PerformanceObserver,
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  };
  const paint = (...names: string[]) => {
    for (const entry of observers) {
      if (entry.disconnected) continue;
      const list = { getEntriesByName: (name: string) => names.filter((painted) => painted === name) };
      entry.callback(list, { disconnect: () => (entry.disconnected = true) });
    }
  };
  return { context: { document, window }, appended, timers, paint };
}

const URLS = [chunk('webpack'), chunk('react'), chunk('main')];
const run = (page: ReturnType<typeof browser>) => vm.runInNewContext(firstPaintLoader(URLS), page.context);

describe('the loader in a browser', () => {
  test('requests nothing before the first contentful paint, then every chunk once, async, in order', () => {
    const page = browser();
    run(page);
    expect(page.appended).toEqual([]);
    page.paint('first-paint');
    expect(page.appended).toEqual([]);
    page.paint('first-paint', 'first-contentful-paint');
    expect(page.appended).toEqual(URLS.map((src) => ({ tag: 'script', src, async: true })));
    page.timers.forEach((timer) => timer.run());
    page.paint('first-contentful-paint');
    expect(page.appended).toHaveLength(URLS.length);
  });

  test(`a page that reports no paint gets its scripts after ${FIRST_PAINT_WAIT_MS} ms`, () => {
    const page = browser();
    run(page);
    expect(page.timers.map((timer) => timer.ms)).toEqual([FIRST_PAINT_WAIT_MS]);
    page.timers[0]!.run();
    expect(page.appended.map((script) => script.src)).toEqual(URLS);
  });

  test.each([
    ['a hidden page (nothing to paint for)', { visibility: 'hidden' }],
    ['a browser without paint timings', { paintTimings: false }],
    ['a browser without PerformanceObserver', { observer: false }],
  ])('%s: requested at once', (_name, options) => {
    const page = browser(options);
    run(page);
    expect(page.appended.map((script) => script.src)).toEqual(URLS);
  });
});
