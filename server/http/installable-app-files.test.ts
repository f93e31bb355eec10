import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

// Issue #10: the web app manifests (Norwegian, the default, and English) that make Hytta
// installable, and the icons they name: the files in client/public that the server sends, read
// as files (the server never imports client code).

const clientDir = fileURLToPath(new URL('../../client/', import.meta.url));
const readJson = (path: string): unknown => JSON.parse(readFileSync(join(clientDir, path), 'utf8'));
const readPublic = (path: string) => readFileSync(join(clientDir, 'public', path));

// The members the tests look into; the rest of each manifest is compared whole.
const manifestShape = z.looseObject({
  icons: z.array(
    z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string().optional() }),
  ),
  shortcuts: z.array(z.looseObject({ name: z.string(), url: z.string() })),
});
const shellTexts = z.looseObject({ sections: z.record(z.string(), z.string()) });

const manifests = {
  no: manifestShape.parse(readJson('public/manifest.webmanifest')),
  en: manifestShape.parse(readJson('public/manifest.en.webmanifest')),
};

/** Width and height from a PNG's IHDR chunk (bytes 16 to 23). */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe.each(['no', 'en'] as const)('the %s manifest', (language) => {
  const manifest = manifests[language];

  it('describes an installable standalone app for the whole site', () => {
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Hytta',
      short_name: 'Hytta',
      lang: language,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1f4d3a',
      background_color: '#faf7f2',
    });
  });

  it('names 192 and 512 px icons for ordinary use and for masking, each a PNG of its stated size', () => {
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    // Without `purpose` an icon is used as it is (the manifest's default purpose).
    expect(pngs.map((icon) => `${icon.purpose ?? 'ordinary'} ${icon.sizes}`).sort()).toEqual([
      'maskable 192x192',
      'maskable 512x512',
      'ordinary 192x192',
      'ordinary 512x512',
    ]);
    for (const icon of pngs) expect(pngSize(readPublic(icon.src)), icon.src).toBe(icon.sizes);
    const svg = manifest.icons.find((icon) => icon.type === 'image/svg+xml');
    expect(readPublic(svg?.src ?? '').toString('utf8')).toContain('<svg');
  });

  it('has shortcuts to the calendar, visit log and shopping list, named as the app names them', () => {
    const { sections } = shellTexts.parse(readJson(`locales/${language}/shell.json`));
    expect(manifest.shortcuts.map(({ name, url }) => `${name} ${url}`)).toEqual([
      `${sections.calendar} /calendar`,
      `${sections.visits} /visits`,
      `${sections.shopping} /shopping`,
    ]);
  });
});

describe('the two languages', () => {
  it('differ only in their texts', () => {
    const { description: noDescription, lang: noLang, shortcuts: noShortcuts, ...noRest } = manifests.no;
    const { description: enDescription, lang: enLang, shortcuts: enShortcuts, ...enRest } = manifests.en;
    expect(noRest).toEqual(enRest);
    expect(noDescription).toBe(
      'Del hytta med familie og venner: booking, hyttebok, handleliste og vedlikehold.',
    );
    expect(enDescription).toBe(
      'Share the cabin with family and friends: bookings, guest book, shopping list and maintenance.',
    );
    expect(noShortcuts.map((shortcut) => shortcut.name)).toEqual([
      'Bookingkalender',
      'Besøkslogg',
      'Handleliste',
    ]);
    expect(enShortcuts.map((shortcut) => shortcut.name)).toEqual([
      'Booking calendar',
      'Visit log',
      'Shopping list',
    ]);
    expect([noLang, enLang]).toEqual(['no', 'en']);
  });

  it('index.html links the Norwegian manifest and the home-screen icon for iOS', () => {
    const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    expect(pngSize(readPublic('icons/apple-touch-icon.png'))).toBe('180x180');
  });
});
