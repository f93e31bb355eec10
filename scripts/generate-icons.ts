import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

// Draws Hytta's app icons (issue #10) from one drawing and renders the PNGs the web app manifest
// and iOS need in Debian's Chromium. The PNGs are committed; run `npx tsx scripts/generate-icons.ts`
// after changing the drawing.

const outDir = fileURLToPath(new URL('../client/public/icons/', import.meta.url));

const COLORS = {
  night: '#1f4d3a',
  ridgeFar: '#276848',
  ridgeNear: '#2f7a55',
  snow: '#f5efe6',
  wall: '#c0392b',
  wallShade: '#a93226',
  trim: '#f5efe6',
  light: '#f4c95d',
} as const;

/** Two ridges with snow, edge to edge of the 512 × 512 box. */
function landscape(): string {
  return `
  <path d="M0 300 120 196l58 44 92-92 112 104 56-40 74 64V512H0z" fill="${COLORS.ridgeFar}"/>
  <path d="M270 148 238 180l20 4 14-16 16 14 22-6z" fill="${COLORS.snow}" opacity=".9"/>
  <path d="M120 196 96 217l16 2 10-10 12 9 14-3z" fill="${COLORS.snow}" opacity=".8"/>
  <path d="M0 360 96 300l88 40 84-48 108 64 136-34V512H0z" fill="${COLORS.ridgeNear}"/>`;
}

/**
 * The red cabin of the favicon (its roof line, door and lit windows). Its farthest corner is 198
 * from the centre, inside the maskable safe zone (radius 204.8), so even at scale 1 it stays whole.
 */
function cabin(): string {
  return `
  <rect x="318" y="176" width="30" height="62" rx="4" fill="${COLORS.wallShade}"/>
  <path d="M150 286 256 190l106 96v110a10 10 0 0 1-10 10H160a10 10 0 0 1-10-10z" fill="${COLORS.wall}"/>
  <path d="M150 340h212M150 372h212" stroke="${COLORS.wallShade}" stroke-width="6"/>
  <path d="M128 300 256 184l128 116" fill="none" stroke="${COLORS.trim}" stroke-width="24" stroke-linecap="round" stroke-linejoin="round"/>
  <rect x="230" y="322" width="52" height="84" rx="5" fill="${COLORS.trim}"/>
  <circle cx="270" cy="366" r="5" fill="${COLORS.wallShade}"/>
  <rect x="178" y="300" width="36" height="36" rx="4" fill="${COLORS.light}" stroke="${COLORS.trim}" stroke-width="6"/>
  <rect x="298" y="300" width="36" height="36" rx="4" fill="${COLORS.light}" stroke="${COLORS.trim}" stroke-width="6"/>
  <path d="M196 300v36M178 318h36M316 300v36M298 318h36" stroke="${COLORS.trim}" stroke-width="4"/>`;
}

/** `rounded`: the ordinary icon (a rounded tile); otherwise full-bleed for masking by the OS. */
function iconSvg({ rounded, scale }: { rounded: boolean; scale: number }): string {
  const offset = (512 - 512 * scale) / 2;
  const clip = rounded
    ? '<clipPath id="tile"><rect width="512" height="512" rx="112"/></clipPath>'
    : '<clipPath id="tile"><rect width="512" height="512"/></clipPath>';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
<title>Hytta</title>
<defs>${clip}</defs>
<g clip-path="url(#tile)">
  <rect width="512" height="512" fill="${COLORS.night}"/>${landscape()}
  <g transform="translate(${offset} ${offset}) scale(${scale})">${cabin()}</g>
</g>
</svg>
`;
}

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, scale: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, scale: 1 },
  // Maskable: the OS cuts its own shape from a full tile; the cabin shrinks a little for round masks.
  { file: 'icon-maskable-192.png', size: 192, rounded: false, scale: 0.82 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, scale: 0.82 },
  // iOS rounds the corners itself and shows transparency as black: a full square.
  { file: 'apple-touch-icon.png', size: 180, rounded: false, scale: 0.9 },
];

async function main() {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'icon.svg'), iconSvg({ rounded: true, scale: 1 }));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    for (const icon of icons) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
      const svg = iconSvg(icon).replace(
        'width="512" height="512"',
        `width="${icon.size}" height="${icon.size}"`,
      );
      await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${svg}`);
      await page.screenshot({ path: join(outDir, icon.file), omitBackground: true });
      await page.close();
      console.log(`wrote ${icon.file} (${icon.size} px)`);
    }
  } finally {
    await browser.close();
  }
}

await main();
