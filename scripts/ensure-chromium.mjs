// Browser tests run in Debian's Chromium (never a downloaded browser). Install it when it is
// missing and we are root; otherwise stop with an instruction instead of skipping the tests.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log("Chromium is missing: installing Debian's chromium package...");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } else {
    console.error(
      `Browser tests need Chromium at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\nthen run npm test again.`,
    );
    process.exit(1);
  }
}
if (!existsSync(CHROMIUM)) {
  console.error(`Chromium is still missing at ${CHROMIUM}.`);
  process.exit(1);
}
