/**
 * Running as an installed app: the `standalone` display mode (Chromium, Firefox, installed Safari
 * web apps) or iOS Safari's own `navigator.standalone` for a home-screen app.
 */
export function isRunningStandalone(): boolean {
  const standaloneMedia =
    typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return standaloneMedia || ('standalone' in navigator && navigator.standalone === true);
}

/** iPhone and iPad Safari, which installs from the Share menu and never offers an install prompt. */
export function isAppleMobile(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  // iPadOS presents itself as a Mac; only its touch screen tells them apart.
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}
