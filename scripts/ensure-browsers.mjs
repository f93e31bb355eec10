// Browser tests run in Debian's browsers (never a downloaded build): Chromium for the Playwright
// suite, Firefox ESR and WebKitGTK (WebKitWebDriver and its MiniBrowser, under Xvfb) for the
// engines' journeys (docs/decisions/044-every-browser-families-use.md). Install what is missing
// when we are root; otherwise stop with an instruction instead of skipping the tests.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** What each test needs on disk, and the Debian package that brings it. */
const NEEDED = [
  { path: '/usr/bin/chromium', pkg: 'chromium' },
  { path: '/usr/bin/firefox-esr', pkg: 'firefox-esr' },
  { path: '/usr/bin/WebKitWebDriver', pkg: 'webkit2gtk-driver' },
  // The driver starts this browser; it comes with libwebkit2gtk-4.1-0, which the driver needs.
  { path: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', pkg: 'webkit2gtk-driver' },
  { path: '/usr/bin/Xvfb', pkg: 'xvfb' },
];

const missing = () => NEEDED.filter(({ path }) => !existsSync(path));
const packages = [...new Set(missing().map(({ pkg }) => pkg))];

if (packages.length > 0) {
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log(`Installing Debian's ${packages.join(', ')} for the browser tests...`);
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`,
      {
        stdio: 'inherit',
      },
    );
  } else {
    console.error(
      `Browser tests need ${missing()
        .map(({ path }) => path)
        .join(
          ', ',
        )}. Install them with:\n  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}\nthen run npm test again.`,
    );
    process.exit(1);
  }
}
const still = missing();
if (still.length > 0) {
  console.error(`Still missing after the install: ${still.map(({ path }) => path).join(', ')}.`);
  process.exit(1);
}
