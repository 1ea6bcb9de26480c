/** `npm run seed` (tsx src/cli.ts): see run.ts for the options. */
import { fileURLToPath } from 'node:url';
import { parseArgs, runSeed, summary, USAGE } from './run';

const defaultOut = fileURLToPath(new URL('../dist', import.meta.url));

try {
  const options = parseArgs(process.argv.slice(2), defaultOut);
  if (options === 'help') {
    console.log(USAGE);
  } else {
    const started = process.hrtime.bigint();
    const result = runSeed(options);
    const ms = Number((process.hrtime.bigint() - started) / 1_000_000n);
    console.log(summary(result, options.out));
    if (!result.skipped) console.log(`done in ${ms} ms`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
