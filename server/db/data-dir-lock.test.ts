import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const tempDir = () => mkdtempSync(join(tmpdir(), 'hytta-lock-'));

describe('data directory lock', () => {
  it('refuses a second holder while the first is alive, naming its PID', () => {
    const dir = tempDir();
    // A live process other than this one: our parent.
    writeFileSync(join(dir, 'hytta.lock'), `${process.ppid}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(
      new RegExp(`in use by another Hytta process \\(PID ${process.ppid}\\)`),
    );
  });

  it('takes over a stale lock left by a process that died', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'hytta.lock'), '2147483646\n');
    const lock = lockDataDir(dir);
    lock.release();
    expect(existsSync(join(dir, 'hytta.lock'))).toBe(false);
  });

  it('can be taken again after release', () => {
    const dir = tempDir();
    lockDataDir(dir).release();
    const again = lockDataDir(dir);
    expect(existsSync(join(dir, 'hytta.lock'))).toBe(true);
    again.release();
  });
});
