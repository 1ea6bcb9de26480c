/**
 * The framework floor: a minimal static Next.js page (a heading and 60 paragraphs, no data, no client code of its
 * own) built with the repository's own `next` into bench/.minimal-next and served by `next start`. Every page's
 * throughput and Lighthouse TBT are read against it in the same run, so the machine's load cancels out.
 *
 * The folder sits inside the repository (gitignored) so `next`, `react` and `react-dom` resolve from the root
 * node_modules exactly as they do for web/.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths';
import { runCommand } from './run-command';
import { nextBin } from './paths';
import { startNextServer, type NextServer } from './next-server';

export const minimalAppDir = path.join(repoRoot, 'bench', '.minimal-next');

const PARAGRAPHS = 60;

/** The page's source: plain server components, nothing that makes the route dynamic. */
export function minimalAppFiles(): Record<string, string> {
  const paragraph =
    'A plain paragraph of text, about as long as a line of body copy on a content page, so the document has weight.';
  return {
    'next.config.mjs': 'export default { poweredByHeader: false };\n',
    'app/layout.js': [
      "export const metadata = { title: 'Minimal page' };",
      'export default function RootLayout({ children }) {',
      '  return (<html lang="en"><body>{children}</body></html>);',
      '}',
      '',
    ].join('\n'),
    'app/page.js': [
      `const paragraphs = Array.from({ length: ${PARAGRAPHS} }, (_, index) => index);`,
      'export default function Page() {',
      '  return (<main><h1>Minimal page</h1>',
      `    {paragraphs.map((index) => <p key={index}>${paragraph}</p>)}`,
      '  </main>);',
      '}',
      '',
    ].join('\n'),
  };
}

export async function buildMinimalApp(): Promise<void> {
  rmSync(minimalAppDir, { recursive: true, force: true });
  for (const [file, source] of Object.entries(minimalAppFiles())) {
    const target = path.join(minimalAppDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, source);
  }
  await runCommand(nextBin, ['build'], {
    cwd: minimalAppDir,
    env: { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
}

export function startMinimalApp(port: number): Promise<NextServer> {
  return startNextServer({ cwd: minimalAppDir, port, name: 'minimal Next page', env: { NODE_ENV: 'production' } });
}
