/**
 * Renders /sitemap.xml's content from both seed datasets (the same queries, run with groq-js as the embedded site
 * does) and validates it against the sitemaps.org 0.9 schemas with xmllint. The schemas are copies in
 * web/test/fixtures.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EmbeddedDataset } from '@/content/embedded/dataset';
import { runEmbeddedQuery } from '@/content/embedded/run-query';
import { seedDataset } from '@/content/embedded/testing/seed-dataset';
import {
  activeBodyStylesQuery,
  siteShellQuery,
  sitemapArticlesQuery,
  sitemapOffersQuery,
  sitemapTeamMembersQuery,
  sitemapVehiclesQuery,
} from '@/content/queries';
import type { SiteShellQueryResult } from '@/content/sanity.types';
import { selectStore } from '@/lib/profile/selected-store';
import {
  allSitemapEntries,
  renderSitemapIndex,
  renderUrlset,
  sitemapEntries,
  sitemapOrigin,
  SITEMAP_SOURCES,
  type SitemapContent,
} from '@/lib/seo/sitemap';

const fixtures = path.resolve(__dirname, '../../../test/fixtures');
const NOW = new Date('2026-11-21T12:00:00Z');

async function sitemapFor(dataset: EmbeddedDataset) {
  const run = (query: string, params = {}) => runEmbeddedQuery(dataset, query, params, NOW) as Promise<never>;
  const shell = (await run(siteShellQuery)) as SiteShellQueryResult;
  const store = selectStore(shell.stores, shell.settings?.defaultStoreId, undefined);
  const content: SitemapContent = {
    enabledPages: shell.settings?.enabledPages ?? [],
    bodyStyles: await run(activeBodyStylesQuery),
    vehicles: await run(sitemapVehiclesQuery),
    offers: await run(sitemapOffersQuery, { today: '2026-11-21' }),
    articles: await run(sitemapArticlesQuery),
    teamMembers: await run(sitemapTeamMembersQuery),
  };
  return { content, origin: sitemapOrigin(store?.site?.url, 'http://localhost:3000') };
}

function xmllint(schema: string, xml: string): { status: number; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'sitemap-'));
  const file = path.join(dir, 'sitemap.xml');
  writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--schema', path.join(fixtures, schema), file], { stdio: 'pipe' });
    return { status: 0, output: '' };
  } catch (error) {
    const failure = error as { status?: number; stderr?: Buffer };
    return { status: failure.status ?? 1, output: String(failure.stderr ?? '') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(['sell-car', 'dealership'] as const)('sitemap from the %s seed', (name) => {
  let built: Awaited<ReturnType<typeof sitemapFor>>;
  beforeAll(async () => {
    built = await sitemapFor(seedDataset(name));
  });

  it('is a valid sitemaps.org urlset holding every source', () => {
    const entries = allSitemapEntries(built.content, built.origin);
    expect(entries.length).toBeGreaterThan(10);
    expect(entries.every((entry) => entry.loc.startsWith(`${built.origin}/`))).toBe(true);
    expect(entries.map((entry) => entry.loc)).toContain(`${built.origin}/`);
    const result = xmllint('sitemap-0.9.xsd', renderUrlset(entries));
    expect(result).toEqual({ status: 0, output: '' });
  });

  it('has the sources the variant enables', () => {
    const count = (source: (typeof SITEMAP_SOURCES)[number]) =>
      sitemapEntries(source, built.content, built.origin).length;
    expect(count('pages')).toBeGreaterThan(0);
    expect(count('articles')).toBeGreaterThan(0);
    expect(count('team-members')).toBeGreaterThan(0);
    if (name === 'dealership') {
      expect(count('filters')).toBeGreaterThan(6);
      expect(count('vehicles')).toBeGreaterThan(0);
      expect(count('offers')).toBeGreaterThan(0);
    } else {
      expect(count('filters') + count('vehicles') + count('offers')).toBe(0);
      const pages = sitemapEntries('pages', built.content, built.origin).map((entry) => entry.loc);
      expect(pages).not.toContain(`${built.origin}/auto-financing`);
    }
  });

  it('renders a valid sitemap index too', () => {
    const index = SITEMAP_SOURCES.map((source) => ({ loc: `${built.origin}/sitemaps/${source}.xml` }));
    expect(xmllint('siteindex-0.9.xsd', renderSitemapIndex(index))).toEqual({ status: 0, output: '' });
  });
});

it('xmllint rejects an invalid urlset (the check is real)', () => {
  expect(xmllint('sitemap-0.9.xsd', renderUrlset([{ loc: 'https://x.test/', lastmod: 'nope' }])).status).not.toBe(0);
});
