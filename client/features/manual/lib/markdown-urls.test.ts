import { describe, expect, it } from 'vitest';
import { isExternalLink, safeImageSrc, safeLinkUrl } from './markdown-urls';

const origin = 'https://hytta.example';

describe('safeLinkUrl', () => {
  it.each([
    ['https://yr.no/sted', 'https://yr.no/sted'],
    ['http://example.com', 'http://example.com/'],
    ['mailto:kari@example.no', 'mailto:kari@example.no'],
    ['tel:+4712345678', 'tel:+4712345678'],
    ['HTTPS://YR.NO', 'https://yr.no/'],
  ])('keeps %s', (value, kept) => {
    expect(safeLinkUrl(value)).toBe(kept);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    '/settings',
    '#top',
    'yr.no',
    '',
  ])('drops %j', (value) => {
    expect(safeLinkUrl(value)).toBe('');
  });
});

describe('safeImageSrc', () => {
  it('keeps a path of this site’s API', () => {
    expect(safeImageSrc('/api/manual/photos/1', origin)).toBe('/api/manual/photos/1');
    expect(safeImageSrc('/api/manual/photos/1?size=small', origin)).toBe('/api/manual/photos/1?size=small');
  });

  it.each([
    'https://evil.example/api/x.png',
    `${origin}/api/x.png`,
    '//evil.example/api/x.png',
    '/images/x.png',
    '/api/../x.png',
    'data:image/png;base64,AAAA',
    'javascript:alert(1)',
    'api/x.png',
  ])('drops %j', (value) => {
    expect(safeImageSrc(value, origin)).toBe('');
  });
});

describe('isExternalLink', () => {
  it('is true for another site, false for this one and for mailto or tel', () => {
    expect(isExternalLink('https://yr.no/', origin)).toBe(true);
    expect(isExternalLink(`${origin}/tasks`, origin)).toBe(false);
    expect(isExternalLink('mailto:kari@example.no', origin)).toBe(false);
    expect(isExternalLink('tel:112', origin)).toBe(false);
  });
});
