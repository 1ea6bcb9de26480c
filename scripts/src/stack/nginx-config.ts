/**
 * nginx's config for the stack: `scripts/stack/nginx.conf.template` with its `${STACK_…}` placeholders filled in.
 * docker-compose.yml renders the same template with envsubst, so the placeholders are plain `${NAME}` and nothing
 * else in the file may look like one (nginx's own variables are written `$name`). Pure but for reading the file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { StackConfig } from './stack-config';

export const TEMPLATE_PATH = path.join('scripts', 'stack', 'nginx.conf.template');

/** Every placeholder the template has; the renderer and docker-compose.yml fill exactly these. */
export const TEMPLATE_PLACEHOLDERS = [
  'STACK_PORT',
  'STACK_COMPRESS_PORT',
  'STACK_UPSTREAM_SERVERS',
  'STACK_NGINX_DIR',
  'STACK_ERROR_LOG',
  'STACK_ACCESS_LOG',
  'STACK_POST_RATE',
  'STACK_POST_BURST',
] as const;
export type Placeholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

/** `${NAME}` with NAME in capitals: the only thing the renderer and envsubst replace. */
const PLACEHOLDER = /\$\{([A-Z0-9_]+)\}/g;

export function readTemplate(root: string): string {
  return readFileSync(path.join(root, TEMPLATE_PATH), 'utf8');
}

/** The placeholders a template uses, in order of first appearance. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))];
}

/** Fills every placeholder; one without a value, or a value left over, is an error (a template out of step). */
export function renderTemplate(template: string, values: Readonly<Record<Placeholder, string>>): string {
  const used = placeholdersOf(template);
  const unknown = used.filter((name) => !(TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`nginx template: no value for ${unknown.join(', ')}`);
  const unused = TEMPLATE_PLACEHOLDERS.filter((name) => !used.includes(name));
  if (unused.length > 0) throw new Error(`nginx template: ${unused.join(', ')} not in the template`);
  return template.replace(PLACEHOLDER, (_match, name: Placeholder) => values[name]);
}

/** One `next start` behind nginx, as nginx reaches it (`[::1]` for an IPv6 address). */
export interface Instance {
  host: string;
  port: number;
}

/** The upstream block's `server` lines. */
export function upstreamServers(instances: readonly Instance[]): string[] {
  return instances.map(({ host, port }) => `server ${host}:${port} max_fails=1 fail_timeout=5s;`);
}

/**
 * The values that describe the instances: each list one entry a line at the template's indentation, or on one line
 * (an environment value in docker-compose.yml; nginx reads both alike).
 */
export function instanceValues(
  instances: readonly Instance[],
  layout: 'lines' | 'one line' = 'lines',
): Pick<Record<Placeholder, string>, 'STACK_UPSTREAM_SERVERS'> {
  const join = (lines: string[], indent: number) => lines.join(layout === 'lines' ? `\n${' '.repeat(indent)}` : ' ');
  return { STACK_UPSTREAM_SERVERS: join(upstreamServers(instances), 8) };
}

/** The values for this machine: instances on loopback (`host` is what `localhost` resolves to, see stack.ts). */
export function localTemplateValues(config: StackConfig, host: string): Record<Placeholder, string> {
  const nginxHost = host.includes(':') ? `[${host}]` : host;
  return {
    STACK_PORT: String(config.port),
    STACK_COMPRESS_PORT: String(config.compressPort),
    ...instanceValues(config.webPorts.map((port) => ({ host: nginxHost, port }))),
    STACK_NGINX_DIR: config.nginxDir,
    STACK_ERROR_LOG: path.join(config.logDir, 'nginx-error.log'),
    STACK_ACCESS_LOG: path.join(config.logDir, 'nginx-access.log'),
    STACK_POST_RATE: config.postRate,
    STACK_POST_BURST: String(config.postBurst),
  };
}

export function renderLocalConfig(config: StackConfig, host: string): string {
  return renderTemplate(readTemplate(config.root), localTemplateValues(config, host));
}
