/** `POST /api/offers` under load: instant-offer quotes at N connections for a fixed time. */
import { offerRequest } from './post-bodies';
import { postLoad, statusSummary } from './post-load';
import { percentile } from './stats';

export interface OfferPostResult {
  requests: number;
  statuses: string;
  /** 200 answers: a stored offer. */
  quoted: number;
  p50Ms: number;
  p95Ms: number;
}

export async function measureOfferPosts(options: {
  base: string;
  connections: number;
  seconds: number;
}): Promise<OfferPostResult> {
  const { latenciesMs, statuses } = await postLoad({ ...options, path: '/api/offers', request: offerRequest });
  return {
    requests: latenciesMs.length,
    statuses: statusSummary(statuses),
    quoted: statuses.get(200) ?? 0,
    p50Ms: percentile(latenciesMs, 50),
    p95Ms: percentile(latenciesMs, 95),
  };
}
