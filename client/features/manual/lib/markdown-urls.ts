// Which addresses a manual's Markdown may point to (decision 031). The text is written by the
// cabin's owner and admins and read by every member, so a link must not run script
// (`javascript:`) or carry a document (`data:`), and a picture must not call another site (which
// would learn who reads the manual, and when).

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** The link's address when it is an absolute http(s), mailto or tel address; otherwise ''. */
export function safeLinkUrl(value: string): string {
  let url: URL;
  try {
    // No base: a relative address is not accepted either.
    url = new URL(value.trim());
  } catch {
    return '';
  }
  return LINK_PROTOCOLS.has(url.protocol) ? url.href : '';
}

/** The picture's address when it is a path of this site's API (the manual's own photos); otherwise ''. */
export function safeImageSrc(value: string, origin: string = window.location.origin): string {
  const trimmed = value.trim();
  // A path, not `//other.example` (another host) nor an absolute URL.
  if (!trimmed.startsWith('/api/') || trimmed.startsWith('//')) return '';
  let url: URL;
  try {
    url = new URL(trimmed, origin);
  } catch {
    return '';
  }
  return url.origin === origin && url.pathname.startsWith('/api/') ? `${url.pathname}${url.search}` : '';
}

/** Whether a link leaves this site: it then opens in a new tab. */
export function isExternalLink(href: string, origin: string = window.location.origin): boolean {
  if (!href.startsWith('http:') && !href.startsWith('https:')) return false;
  return new URL(href).origin !== origin;
}
