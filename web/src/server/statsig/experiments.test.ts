import { buildDataset, embeddedDataset } from '@/content/embedded/dataset';
import { runEmbeddedQuery } from '@/content/embedded/run-query';
import { activeExperimentNamesQuery } from '@/content/queries';
import { consoleExperimentArms, consoleExperimentNames } from './console-api';
import { handleExperimentsRequest, type ExperimentNameSources } from './experiment-names';

const cmsFrom = (documents: Record<string, unknown>[]) => async () =>
  (await runEmbeddedQuery(buildDataset('fixture', documents), activeExperimentNamesQuery)) as string[];

const override = (id: string, name: string | undefined, active: boolean) => ({
  _id: id,
  _type: 'experimentOverride',
  ...(name === undefined ? {} : { name }),
  active,
});

describe('GET /api/statsig/experiments', () => {
  test('without a console key: the active CMS experiment overrides, sorted', async () => {
    const response = await handleExperimentsRequest({
      cms: cmsFrom([
        override('exp-b', 'spanish_home', true),
        override('exp-a', 'popup_timing', true),
        override('exp-c', 'retired_test', false),
        override('exp-d', undefined, true),
        { _id: 'siteSettings', _type: 'siteSettings' },
      ]),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual(['popup_timing', 'spanish_home']);
  });

  test.each(['sell-car', 'dealership'])('the seeded %s dataset answers its overrides as a list', async (name) => {
    const dataset = embeddedDataset(name);
    const seeded = dataset.documents
      .filter((doc) => doc._type === 'experimentOverride' && doc.active === true && typeof doc.name === 'string')
      .map((doc) => String(doc.name))
      .sort();
    const response = await handleExperimentsRequest({
      cms: async () => (await runEmbeddedQuery(dataset, activeExperimentNamesQuery)) as string[],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(seeded);
  });

  test('with a console key: the console names win', async () => {
    const sources: ExperimentNameSources = {
      console: async () => ['checkout_v2', 'hero_copy', 'checkout_v2'],
      cms: async () => ['local_only'],
    };
    expect(await (await handleExperimentsRequest(sources)).json()).toEqual(['checkout_v2', 'hero_copy']);
  });

  test('a console failure falls back to the CMS names and is logged', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await handleExperimentsRequest({
      console: async () => {
        throw new Error('Statsig console API answered 503');
      },
      cms: async () => ['local_only'],
    });
    expect(await response.json()).toEqual(['local_only']);
    expect(errors.mock.calls.flat().join(' ')).toContain('statsig.console-failed');
    errors.mockRestore();
  });

  test('no source answering gives 502', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await handleExperimentsRequest({
      cms: async () => {
        throw new Error('content unavailable');
      },
    });
    errors.mockRestore();
    expect(response.status).toBe(502);
  });
});

describe('consoleExperimentNames', () => {
  test('reads every page with the console key and API version headers', async () => {
    const calls: Array<{ url: string; headers: Headers }> = [];
    const pages: Record<string, unknown> = {
      '1': {
        data: [
          { id: 'a', name: 'alpha' },
          { id: 'b', name: 'beta' },
        ],
        pagination: { nextPage: '/console/v1/experiments?page=2' },
      },
      '2': { data: [{ id: 'gamma' }], pagination: { nextPage: null } },
    };
    const fetchImpl: typeof fetch = async (input, init) => {
      const url = new URL(String(input));
      calls.push({ url: url.toString(), headers: new Headers(init?.headers) });
      return new Response(JSON.stringify(pages[url.searchParams.get('page') ?? ''] ?? {}), { status: 200 });
    };
    expect(await consoleExperimentNames({ apiKey: 'console-secret', fetch: fetchImpl })).toEqual([
      'alpha',
      'beta',
      'gamma',
    ]);
    expect(calls.map((call) => call.url)).toEqual([
      'https://statsigapi.net/console/v1/experiments?page=1&limit=100',
      'https://statsigapi.net/console/v1/experiments?page=2&limit=100',
    ]);
    expect(calls[0]?.headers.get('statsig-api-key')).toBe('console-secret');
    expect(calls[0]?.headers.get('statsig-api-version')).toBe('20240601');
  });

  test('a non-OK answer rejects', async () => {
    const fetchImpl: typeof fetch = async () => new Response('{}', { status: 401 });
    await expect(consoleExperimentNames({ apiKey: 'bad', fetch: fetchImpl })).rejects.toThrow(
      'Statsig console API answered 401',
    );
  });
});

describe('consoleExperimentArms', () => {
  test("each experiment's groups' parameter values; an experiment listed without groups is read on its own", async () => {
    const urls: string[] = [];
    const fetchImpl: typeof fetch = async (input) => {
      const url = new URL(String(input));
      urls.push(url.pathname);
      if (url.pathname === '/console/v1/experiments/header%20copy') {
        return Response.json({ data: { id: 'header copy', groups: [{ parameterValues: { langs: [] } }, {}] } });
      }
      return Response.json({
        data: [
          { id: 'popup_timing', name: 'popup_timing', groups: [{ parameterValues: { popups: ['a'] } }] },
          { id: 'header copy', name: 'header copy' },
        ],
        pagination: { nextPage: null },
      });
    };
    expect(await consoleExperimentArms({ apiKey: 'console-secret', fetch: fetchImpl })).toEqual({
      popup_timing: [{ popups: ['a'] }],
      'header copy': [{ langs: [] }, {}],
    });
    expect(urls).toEqual(['/console/v1/experiments', '/console/v1/experiments/header%20copy']);
  });
});
