// A terminal's view of the server's JSON log lines, for development: one readable line per entry
// (time, level, message, the request's method, URL, status and time, its id, then the other
// fields as JSON). Production and anything reading the log as data get the JSON lines unchanged.
// Written here rather than taken from pino-pretty: a dozen lines, and no dependency or worker
// thread in the server.

const LEVELS: Record<number, { name: string; colour: string }> = {
  10: { name: 'TRACE', colour: '90' },
  20: { name: 'DEBUG', colour: '36' },
  30: { name: 'INFO', colour: '32' },
  40: { name: 'WARN', colour: '33' },
  50: { name: 'ERROR', colour: '31' },
  60: { name: 'FATAL', colour: '35' },
};

/** Fields every line has, or that are shown in the line's own words rather than as JSON. */
const SHOWN = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'requestId',
  'req',
  'res',
  'responseTime',
  'err',
]);

type Entry = Record<string, unknown> & {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
};

/** One JSON log line as a readable one; a line that is not JSON is returned as it is. */
export function formatLogLine(line: string, colours: boolean): string {
  let entry: Entry;
  try {
    entry = JSON.parse(line) as Entry;
  } catch {
    return line;
  }
  const level = LEVELS[Number(entry.level)] ?? { name: String(entry.level), colour: '0' };
  const paint = (colour: string, text: string) => (colours ? `\u001b[${colour}m${text}\u001b[0m` : text);
  const time = typeof entry.time === 'number' ? new Date(entry.time).toISOString().slice(11, 23) : '';
  const parts = [paint('90', time), paint(level.colour, level.name.padEnd(5)), String(entry.msg ?? '')];
  if (entry.req?.method) parts.push(`${entry.req.method} ${entry.req.url ?? ''}`);
  if (entry.res?.statusCode !== undefined) parts.push(String(entry.res.statusCode));
  if (typeof entry.responseTime === 'number') parts.push(`${entry.responseTime.toFixed(1)} ms`);
  if (typeof entry.requestId === 'string') parts.push(paint('90', `[${entry.requestId}]`));
  const rest = Object.fromEntries(Object.entries(entry).filter(([key]) => !SHOWN.has(key)));
  if (Object.keys(rest).length > 0) parts.push(paint('90', JSON.stringify(rest)));
  const error = entry.err as { stack?: string; message?: string } | undefined;
  const stack = error ? `\n${error.stack ?? error.message ?? ''}` : '';
  return `${parts.join(' ')}${stack}\n`;
}

/** A destination for pino that writes readable lines to `out` (a terminal). */
export function prettyStream(out: NodeJS.WritableStream & { isTTY?: boolean }): {
  write: (line: string) => void;
} {
  return { write: (line) => void out.write(formatLogLine(line.trimEnd(), out.isTTY === true)) };
}
