import 'server-only';

export interface ExperimentNameSources {
  /** Names from the Statsig console, when a console key is configured. */
  console?: () => Promise<string[]>;
  /** Names of the active CMS experiment overrides (the local setup). */
  cms: () => Promise<string[]>;
}

/** Sorted, unique, non-empty names. */
function tidy(names: readonly string[]): string[] {
  return [...new Set(names.map((name) => name.trim()).filter((name) => name !== ''))].sort();
}

/**
 * The experiment names the browser's flag client sets up. Statsig's console is the source of truth
 * when configured; if it cannot be reached the CMS overrides keep the site working.
 */
export async function listExperimentNames(sources: ExperimentNameSources): Promise<string[]> {
  if (sources.console) {
    try {
      return tidy(await sources.console());
    } catch (error) {
      console.error(
        JSON.stringify({
          event: 'statsig.console-failed',
          error: error instanceof Error ? error.message : 'unknown',
        }),
      );
    }
  }
  return tidy(await sources.cms());
}

/** `GET /api/statsig/experiments`: a JSON list of names. */
export async function handleExperimentsRequest(sources: ExperimentNameSources): Promise<Response> {
  try {
    const names = await listExperimentNames(sources);
    return new Response(JSON.stringify(names), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=60' },
    });
  } catch (error) {
    console.error(
      JSON.stringify({
        event: 'statsig.experiments-failed',
        error: error instanceof Error ? error.message : 'unknown',
      }),
    );
    return new Response(JSON.stringify({ error: 'Experiments are unavailable' }), {
      status: 502,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
}
