/**
 * ADF 1.0 DTD check for lead mails caught in the browser suite: the specs that send ADF leads validate the caught
 * message with xmllint, so a dealer CRM would accept it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const DTD = path.join(__dirname, '..', 'test', 'fixtures', 'adf-1.0.dtd');

/** Throws (with xmllint's message) unless the document is valid against the ADF 1.0 DTD. */
export function assertAdfValid(xml: string): void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'adf-'));
  try {
    const file = path.join(dir, 'lead.xml');
    writeFileSync(file, xml, 'utf8');
    execFileSync('/usr/bin/xmllint', ['--noout', '--dtdvalid', DTD, file], { stdio: 'pipe' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
