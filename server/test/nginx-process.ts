import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** Debian's nginx (`apt-get install nginx`). */
export const NGINX = '/usr/sbin/nginx';

/** The example configuration the README shows operators. */
export const SITE_CONFIG = fileURLToPath(new URL('../../deploy/nginx/hytta.conf', import.meta.url));

const LISTEN_LINE = /^([ \t]*)listen [^;\n]+;[ \t]*\n/gm;
const UPSTREAM_SERVER_LINE = /^([ \t]*)server 127\.0\.0\.1:\d+;[ \t]*\n/gm;

/**
 * The site configuration with this test's ports: its `listen` lines become one on loopback, its
 * upstream's servers become the given processes; nothing else changes. Fails if the file no
 * longer has those lines, rather than running something other than what operators get.
 */
export function renderSiteConfig(text: string, listenPort: number, backendPorts: readonly number[]): string {
  const listens = [...text.matchAll(LISTEN_LINE)];
  const servers = [...text.matchAll(UPSTREAM_SERVER_LINE)];
  if (listens.length === 0 || servers.length === 0) {
    throw new Error(`${SITE_CONFIG} has no listen line or no "server 127.0.0.1:PORT;" upstream line`);
  }
  let first = true;
  const withListen = text.replace(LISTEN_LINE, (_line, indent: string) => {
    const replacement = first ? `${indent}listen 127.0.0.1:${listenPort};\n` : '';
    first = false;
    return replacement;
  });
  first = true;
  return withListen.replace(UPSTREAM_SERVER_LINE, (_line, indent: string) => {
    const replacement = first
      ? backendPorts.map((port) => `${indent}server 127.0.0.1:${port};\n`).join('')
      : '';
    first = false;
    return replacement;
  });
}

/** One request as nginx logged it: which process (`upstream`, host:port) answered it. */
export type ProxiedRequest = { method: string; uri: string; status: number; upstream: string };

export type NginxProcess = {
  baseUrl: string;
  /** The requests nginx has finished (a WebSocket's once it has closed); complete once stopped. */
  accessLog: () => ProxiedRequest[];
  /** Fast shutdown (SIGTERM): open sockets are cut, not waited for. */
  stop: () => Promise<void>;
  /** Stops nginx and removes its directory. */
  remove: () => Promise<void>;
};

/**
 * Debian's nginx as this test's own process, in the foreground, on loopback, with the site
 * configuration rendered for the given ports inside a main configuration of the test's own that
 * keeps every file nginx writes (pid, temporary files, logs) in a temporary directory.
 */
export async function startNginx(options: {
  listenPort: number;
  backendPorts: readonly number[];
  /**
   * Connections nginx's one worker may hold: each proxied request or socket takes two (the
   * client's and the process's). The tests need few; `npm run bench:scale` holds 5,000 sockets.
   */
  workerConnections?: number;
}): Promise<NginxProcess> {
  const workerConnections = options.workerConnections ?? 256;
  const dir = mkdtempSync(join(tmpdir(), 'hytta-nginx-'));
  const site = join(dir, 'hytta.conf');
  writeFileSync(
    site,
    renderSiteConfig(readFileSync(SITE_CONFIG, 'utf8'), options.listenPort, options.backendPorts),
  );
  const accessLogFile = join(dir, 'access.log');
  // As root, nginx would run its workers as `nobody`, who cannot write to this root-only
  // temporary directory (request bodies and large answers are buffered there).
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      ...(isRoot ? ['user root;'] : []),
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      // Notices include "start worker process", which says the listening socket is open.
      'error_log stderr notice;',
      // Each connection is a file descriptor as well.
      `worker_rlimit_nofile ${workerConnections + 64};`,
      `events { worker_connections ${workerConnections}; }`,
      'http {',
      `  client_body_temp_path ${join(dir, 'client-body')};`,
      `  proxy_temp_path ${join(dir, 'proxy')};`,
      `  fastcgi_temp_path ${join(dir, 'fastcgi')};`,
      `  uwsgi_temp_path ${join(dir, 'uwsgi')};`,
      `  scgi_temp_path ${join(dir, 'scgi')};`,
      // The test's own log: which process answered each request.
      "  log_format upstreams '$request_method $uri $status $upstream_addr';",
      `  access_log ${accessLogFile} upstreams;`,
      `  include ${site};`,
      '}',
      '',
    ].join('\n'),
  );

  const child: ChildProcess = spawn(
    NGINX,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  const exited = once(child, 'exit');
  await new Promise<void>((resolve, reject) => {
    const lines = createInterface({ input: child.stderr ?? process.stdin });
    lines.on('line', (line) => {
      output += `${line}\n`;
      if (line.includes('start worker process')) resolve();
    });
    exited.then(([code]) => reject(new Error(`nginx exited (${code}):\n${output}`)));
    child.once('error', reject);
  });

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  return {
    baseUrl: `http://127.0.0.1:${options.listenPort}`,
    accessLog: () =>
      existsSync(accessLogFile)
        ? readFileSync(accessLogFile, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => {
              const [method = '', uri = '', status = '0', upstream = ''] = line.split(' ');
              return { method, uri, status: Number(status), upstream };
            })
        : [],
    stop,
    remove: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
