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

interface ConsoleExperiment {
  name?: unknown;
  id?: unknown;
  /** The experiment's groups (arms), each with the parameter values a visitor in it gets. */
  groups?: Array<{ parameterValues?: unknown }>;
}

interface ConsolePage {
  data?: ConsoleExperiment[];
  pagination?: { nextPage?: string | null };
}

function getJson(config: ConsoleApiConfig, path: string): Promise<unknown> {
  const doFetch = config.fetch ?? fetch;
  const base = config.baseUrl ?? 'https://statsigapi.net';
  return doFetch(`${base}${path}`, {
    headers: { 'STATSIG-API-KEY': config.apiKey, 'STATSIG-API-VERSION': API_VERSION, accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).then((response) => {
    if (!response.ok) throw new Error(`Statsig console API answered ${response.status}`);
    return response.json() as Promise<unknown>;
  });
}

/** Every experiment of the project: `GET /console/v1/experiments`, all pages. */
async function consoleExperiments(config: ConsoleApiConfig): Promise<ConsoleExperiment[]> {
  const experiments: ConsoleExperiment[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const body = (await getJson(config, `/console/v1/experiments?page=${page}&limit=${PAGE_SIZE}`)) as ConsolePage;
    experiments.push(...(body.data ?? []));
    if (!body.pagination?.nextPage || (body.data ?? []).length === 0) break;
  }
  return experiments;
}

const nameOf = (experiment: ConsoleExperiment): string | null => {
  const name = typeof experiment.name === 'string' ? experiment.name : experiment.id;
  return typeof name === 'string' && name !== '' ? name : null;
};

/** Names of every experiment in the Statsig project. */
export async function consoleExperimentNames(config: ConsoleApiConfig): Promise<string[]> {
  return (await consoleExperiments(config)).flatMap((experiment) => nameOf(experiment) ?? []);
}

/**
 * Name → the parameter values of each of the experiment's groups (its arms): what a visitor in the experiment can
 * get. An experiment listed without its groups is read on its own (`GET /console/v1/experiments/{id}`).
 */
export async function consoleExperimentArms(config: ConsoleApiConfig): Promise<Record<string, unknown[]>> {
  const arms: Record<string, unknown[]> = {};
  for (const listed of await consoleExperiments(config)) {
    const name = nameOf(listed);
    if (!name) continue;
    let { groups } = listed;
    if (!Array.isArray(groups) && typeof listed.id === 'string') {
      const detail = (await getJson(config, `/console/v1/experiments/${encodeURIComponent(listed.id)}`)) as {
        data?: ConsoleExperiment;
      };
      groups = detail.data?.groups;
    }
    arms[name] = (Array.isArray(groups) ? groups : []).map((group) => group.parameterValues ?? {});
  }
  return arms;
}
