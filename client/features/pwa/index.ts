// The installable app's public surface (issue #10): service worker registration and its update
// prompt, the offline notice and screen, the install hint, the app icon's badge and the manifest.
export { InstallHintBanner } from './components/install-hint-banner';
export { OfflineNotice } from './components/offline-notice';
export { OfflineScreen } from './components/offline-screen';
export { UpdatePrompt } from './components/update-prompt';
export { listenForInstallPrompt } from './lib/install-prompt';
export { useManifestLanguage } from './lib/manifest-language';
export { registerServiceWorker } from './lib/service-worker-update';
export { useAppBadge } from './lib/use-app-badge';
