import 'server-only';
import type { NextRequest } from 'next/server';
import { contentSource, fetchPublishedContent } from '@/content';
import { consentSettingsQuery } from '@/content/queries';
import {
  CONSENT_COOKIE,
  gpcFromHeader,
  isAdPixelAllowed,
  isCategoryAllowed,
  parseConsentCookie,
  resolveConsent,
  toCookieTier,
  type CookieTier,
} from '@/lib/consent';
import { serverEnv } from '@/server/env';
import { studioOrigins } from '@/server/studio/cors';
import { buildContentSecurityPolicy } from './content-security-policy';

/** Next.js's draft-mode cookie (set by /api/draft-mode/enable, which the Studio's presentation tool opens). */
const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** The cookie tier is site content; the proxy runs before every page, so it is kept a minute (as the route gate does). */
const TIER_TTL_MS = 60_000;
let tierMemo: { value: CookieTier; expires: number } | null = null;

async function cookieTier(): Promise<CookieTier> {
  const now = Date.now();
  if (tierMemo && tierMemo.expires > now) return tierMemo.value;
  const settings = await fetchPublishedContent({ query: consentSettingsQuery, params: {}, tags: ['siteSettings'] });
  const value = toCookieTier(settings?.cookieTier);
  tierMemo = { value, expires: now + TIER_TTL_MS };
  return value;
}

function isHttps(request: NextRequest): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return (forwarded ?? request.nextUrl.protocol.replace(':', '')) === 'https';
}

/**
 * The policy for one page request: the visitor's consent (cookie tier, `allowCookies`, `Sec-GPC`, the same rules
 * as getRequestConsent and the tracking island) decides the analytics hosts; draft mode lets the Studio frame it.
 * Content unavailable: the strictest policy (no analytics hosts), never an error.
 */
export async function pageContentSecurityPolicy(request: NextRequest, nonce: string): Promise<string> {
  const env = serverEnv();
  let analytics = false;
  let adPixel = false;
  let experiments = false;
  try {
    const consent = resolveConsent({
      tier: await cookieTier(),
      stored: parseConsentCookie(request.cookies.get(CONSENT_COOKIE)?.value),
      gpc: gpcFromHeader(request.headers.get('sec-gpc')),
    });
    analytics = Boolean(env.GA_MEASUREMENT_ID) && isCategoryAllowed(consent, 'analytics');
    adPixel = Boolean(env.META_PIXEL_ID) && !consent.gpc && isAdPixelAllowed(consent);
    experiments = Boolean(env.STATSIG_CLIENT_KEY) && isCategoryAllowed(consent, 'analytics');
  } catch (error) {
    console.error(`[security] consent for the policy unavailable: ${error instanceof Error ? error.name : 'unknown'}`);
  }
  const preview =
    contentSource() === 'lake' && request.cookies.has(DRAFT_MODE_COOKIE)
      ? { studioOrigins: studioOrigins(env.STUDIO_ORIGIN, process.env.NEXT_PUBLIC_SANITY_STUDIO_URL) }
      : null;
  return buildContentSecurityPolicy({
    nonce,
    development: process.env.NODE_ENV === 'development',
    analytics,
    adPixel,
    experiments,
    preview,
    https: isHttps(request),
  });
}
