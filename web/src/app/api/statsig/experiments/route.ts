import { experimentNameSources, handleExperimentsRequest } from '@/server/statsig';

/** Experiment names for the browser's flag client: Statsig console, else the CMS overrides. */
export function GET(): Promise<Response> {
  return handleExperimentsRequest(experimentNameSources());
}

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
