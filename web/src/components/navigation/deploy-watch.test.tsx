import { act, fireEvent, render } from '@testing-library/react';
import { BUILD_CHECK_INTERVAL_MS, BUILD_CHECK_MIN_GAP_MS, BUILD_ID_PATH } from '@/lib/navigation/build-check';
import { CHUNK_RELOAD_WINDOW_MS } from '@/lib/navigation/chunk-reload';
import { BuildWatch } from './build-watch';
import { DeployWatch } from './deploy-watch';
import { loadPage, reloadPage } from './full-load';

jest.mock('./full-load', () => ({ reloadPage: jest.fn(), loadPage: jest.fn() }));
/** The browser's idle moment, run by hand: the tasks that wait for it. */
const idleTasks: (() => void)[] = [];
jest.mock('../ui/when-idle', () => ({
  whenIdle: (task: () => void) => {
    idleTasks.push(task);
    return () => undefined;
  },
}));
const reload = jest.mocked(reloadPage);
const load = jest.mocked(loadPage);

function serverBuild(buildId: string) {
  const fetchMock = jest.fn(async () => ({ ok: true, json: async () => ({ buildId }) }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function addLink(href: string) {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = 'go';
  document.body.append(link);
  return link;
}

/** A click as Next's Link would see it: did the page-level handler still get it? */
function clickLink(link: HTMLElement) {
  const nextLink = jest.fn((event: Event) => event.preventDefault());
  link.addEventListener('click', nextLink);
  const notCancelled = fireEvent.click(link);
  link.removeEventListener('click', nextLink);
  return { reachedNext: nextLink.mock.calls.length > 0, notCancelled };
}

function rejection(reason: unknown) {
  return Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });
}

async function settle() {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

beforeEach(() => {
  idleTasks.length = 0;
  jest.useFakeTimers({ now: 1_750_000_000_000 });
  reload.mockReset();
  load.mockReset();
  sessionStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('chunk-load failures', () => {
  test('a rejected chunk import reloads the page once per path per 10 s', () => {
    render(<DeployWatch buildId="b1" />);
    const error = Object.assign(new Error('Failed to load chunk /_next/static/chunks/x.js'), {
      name: 'ChunkLoadError',
    });
    window.dispatchEvent(rejection(error));
    expect(reload).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(CHUNK_RELOAD_WINDOW_MS - 1);
    window.dispatchEvent(rejection(error));
    expect(reload).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    window.dispatchEvent(rejection(new TypeError('Failed to fetch dynamically imported module: /_next/x.js')));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  test('a build script that fails to load reloads; other failures do not', () => {
    render(<DeployWatch buildId="b1" />);
    const other = document.createElement('script');
    other.src = 'https://connect.facebook.net/en_US/fbevents.js';
    document.head.append(other);
    other.dispatchEvent(new Event('error'));
    window.dispatchEvent(rejection(new Error('Network down')));
    expect(reload).not.toHaveBeenCalled();

    const chunk = document.createElement('script');
    chunk.src = '/_next/static/chunks/app-page.js';
    document.head.append(chunk);
    // A load error does not bubble: heard in the capture phase.
    chunk.dispatchEvent(new Event('error'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('chunk-reload:/')).toBe(String(Date.now()));
  });

  test('an uncaught chunk error (window error event) reloads', () => {
    render(<DeployWatch buildId="b1" />);
    const error = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('a new build', () => {
  test('is not asked for on load; once the server names another build, the next link click loads in full', async () => {
    const fetchMock = serverBuild('b2');
    render(<BuildWatch buildId="b1" />);
    const link = addLink('/faqs');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(clickLink(link).reachedNext).toBe(true);

    // Back to the tab too soon: not asked.
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchMock).not.toHaveBeenCalled();
    jest.advanceTimersByTime(BUILD_CHECK_MIN_GAP_MS);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchMock).toHaveBeenCalledWith(BUILD_ID_PATH, expect.objectContaining({ cache: 'no-store' }));
    await settle();

    const { reachedNext, notCancelled } = clickLink(link);
    expect(reachedNext).toBe(false);
    expect(notCancelled).toBe(false);
    expect(load).toHaveBeenCalledWith(`${window.location.origin}/faqs`);
  });

  test('the same build keeps client navigation; the interval asks again', async () => {
    const fetchMock = serverBuild('b1');
    render(<BuildWatch buildId="b1" />);
    jest.advanceTimersByTime(BUILD_CHECK_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await settle();
    expect(clickLink(addLink('/faqs')).reachedNext).toBe(true);
    expect(load).not.toHaveBeenCalled();
    jest.advanceTimersByTime(BUILD_CHECK_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('DeployWatch starts the build watch once the browser is idle after hydration', async () => {
    const fetchMock = serverBuild('b2');
    render(<DeployWatch buildId="b1" />);
    jest.advanceTimersByTime(BUILD_CHECK_INTERVAL_MS);
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      for (const task of idleTasks.splice(0)) task();
      await import('./build-watch');
    });
    jest.advanceTimersByTime(BUILD_CHECK_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledWith(BUILD_ID_PATH, expect.objectContaining({ cache: 'no-store' }));
  });

  test('arriving after the first check was due (a late idle moment), the build watch asks at once', async () => {
    const fetchMock = serverBuild('b2');
    render(<DeployWatch buildId="b1" />);
    jest.advanceTimersByTime(BUILD_CHECK_INTERVAL_MS + 1_000);
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      for (const task of idleTasks.splice(0)) task();
      await import('./build-watch');
    });
    expect(fetchMock).toHaveBeenCalledWith(BUILD_ID_PATH, expect.objectContaining({ cache: 'no-store' }));
  });

  test('a failed check changes nothing', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    render(<BuildWatch buildId="b1" />);
    jest.advanceTimersByTime(BUILD_CHECK_INTERVAL_MS);
    await settle();
    expect(clickLink(addLink('/faqs')).reachedNext).toBe(true);
  });
});
