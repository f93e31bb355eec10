import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the browser tests' server keeps its embedded database (and, without SMTP_URL, its outbox). */
export const e2eDataDir = (port: number) => join(tmpdir(), `hytta-e2e-${port}`);

/** The .eml files the server has written to its outbox, oldest first, as text. */
export function outboxMails(): string[] {
  const outbox = join(e2eDataDir(Number(process.env.E2E_PORT ?? 4310)), 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.sort().map((file) => readFileSync(join(outbox, file), 'utf8'));
}
