/**
 * What an editor's publish does to an instance's embedded content: a legal page retitled in its seed copy, then
 * the Studio's signed webhook (`POST /api/revalidate`, signed as web/src/server/revalidate/webhook.ts checks it).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { encodeSignatureHeader } from '@sanity/webhook';
import { DATASET } from './instance';

interface SeedDocument {
  _type?: string;
  slug?: { current?: string };
  title?: string;
}

const datasetFile = (seedDir: string) => path.join(seedDir, `${DATASET}.ndjson`);

function documents(seedDir: string): SeedDocument[] {
  return readFileSync(datasetFile(seedDir), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SeedDocument);
}

/** The slug of the dataset's first legal page (`/legal/{slug}`). */
export function firstLegalSlug(seedDir: string): string {
  const slug = documents(seedDir).find((doc) => doc._type === 'legalPage' && doc.slug?.current)?.slug?.current;
  if (!slug) throw new Error(`no legal page in ${datasetFile(seedDir)}`);
  return slug;
}

export function retitleLegalPage(seedDir: string, slug: string, title: string): void {
  const file = datasetFile(seedDir);
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => {
      if (!line.trim()) return line;
      const doc = JSON.parse(line) as SeedDocument;
      return doc._type === 'legalPage' && doc.slug?.current === slug ? JSON.stringify({ ...doc, title }) : line;
    });
  writeFileSync(file, lines.join('\n'));
}

export async function sendPublishWebhook(
  base: string,
  secret: string,
  type: string,
): Promise<{ status: number; body: string }> {
  const body = JSON.stringify({ _type: type });
  const response = await fetch(`${base}/api/revalidate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), secret),
    },
    body,
  });
  return { status: response.status, body: await response.text() };
}
