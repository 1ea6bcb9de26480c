import 'server-only';

export interface ConsoleApiConfig {
  /** A Statsig Console API key (Project Settings → API Keys), never sent to the browser. */
  apiKey: string;
  fetch?: typeof fetch;
  baseUrl?: string;
}

const API_VERSION = '20240601';
const PAGE_SIZE = 100;
/** A project with more than 2,000 experiments is not a dealer site; stop rather than loop forever. */
const MAX_PAGES = 20;
const TIMEOUT_MS = 10_000;

interface ConsolePage {
  data?: Array<{ name?: unknown; id?: unknown }>;
  pagination?: { nextPage?: string | null };
}

/** Names of every experiment in the Statsig project: `GET /console/v1/experiments`, all pages. */
export async function consoleExperimentNames(config: ConsoleApiConfig): Promise<string[]> {
  const doFetch = config.fetch ?? fetch;
  const base = config.baseUrl ?? 'https://statsigapi.net';
  const names: string[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const url = `${base}/console/v1/experiments?page=${page}&limit=${PAGE_SIZE}`;
    const response = await doFetch(url, {
      headers: { 'STATSIG-API-KEY': config.apiKey, 'STATSIG-API-VERSION': API_VERSION, accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Statsig console API answered ${response.status}`);
    const body = (await response.json()) as ConsolePage;
    for (const experiment of body.data ?? []) {
      const name = typeof experiment.name === 'string' ? experiment.name : experiment.id;
      if (typeof name === 'string' && name !== '') names.push(name);
    }
    if (!body.pagination?.nextPage || (body.data ?? []).length === 0) break;
  }
  return names;
}
