/**
 * The lead-intake setup as production runs it: two `next start` processes sharing one PostgreSQL (a fresh database
 * on the server of BENCH_DATABASE_URL or DATABASE_URL, dropped afterwards), one encryption key, mail to the sink.
 * Without a PostgreSQL, one process on the embedded PGlite (it serves a single process), and `database` says so.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startMailSink, type MailSink } from './mail-sink';
import { startSite, type RunningSite } from './site-server';

export interface LeadCluster {
  bases: string[];
  sink: MailSink;
  /** What the processes share, for the report. */
  database: string;
  stop: () => Promise<void>;
}

async function onServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function startLeadCluster(options: {
  ports: number[];
  smtpPort: number;
  distDir?: string;
  seedDir?: string;
}): Promise<LeadCluster> {
  const adminUrl = (process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || '').trim();
  const sink = await startMailSink(options.smtpPort);
  const sites: RunningSite[] = [];
  let dropDatabase: () => Promise<void> = async () => undefined;
  let database = 'embedded PGlite, 1 process (no BENCH_DATABASE_URL or DATABASE_URL)';
  let databaseUrl = '';
  if (adminUrl) {
    const name = `bench_leads_${Date.now()}_${process.pid}`;
    await onServer(adminUrl, `create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => onServer(adminUrl, `drop database if exists "${name}" with (force)`);
    database = `PostgreSQL (fresh database on ${url.host}), ${Math.min(2, options.ports.length)} processes`;
  }
  const stop = async () => {
    await Promise.all(sites.map((site) => site.stop()));
    await sink.close();
    await dropDatabase();
  };
  try {
    const key = randomBytes(32).toString('base64');
    const ports = databaseUrl ? options.ports.slice(0, 2) : options.ports.slice(0, 1);
    // One after the other: the first applies the migrations, the second finds them done.
    for (const port of ports) {
      sites.push(
        await startSite({
          port,
          dataset: 'sell-car',
          smtpUrl: sink.url,
          ...(options.distDir ? { distDir: options.distDir } : {}),
          ...(options.seedDir ? { seedDir: options.seedDir } : {}),
          ...(databaseUrl ? { databaseUrl, env: { LEAD_ENCRYPTION_KEY: key } } : {}),
        }),
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { bases: sites.map((site) => site.base), sink, database, stop };
}
