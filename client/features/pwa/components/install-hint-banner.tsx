import { BellDot } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-variants';
import { useFirstPaintTranslation } from '@/lib/first-paint-translation';
import { isAppleMobile, isRunningStandalone } from '../lib/display-mode';
import { hasSeenInstallHint, markInstallHintSeen, useInstallPrompt } from '../lib/install-prompt';

/**
 * The install hint (product section 1, issue #10): explains that the installed app shows the unread
 * count on its icon, and how to install here. Never shown in the installed app; once dismissed
 * (or the app installed) the stored `pwa-badge-info-seen` flag keeps it away for good.
 */
export function InstallHintBanner() {
  const { t } = useFirstPaintTranslation('pwa');
  const [hidden, setHidden] = useState(() => isRunningStandalone() || hasSeenInstallHint());
  const { canInstall, install } = useInstallPrompt();
  if (hidden) return null;

  const dismiss = () => {
    markInstallHintSeen();
    setHidden(true);
  };
  const howTo = canInstall ? null : isAppleMobile() ? t('installHint.ios') : t('installHint.other');

  return (
    <section
      aria-labelledby="install-hint-title"
      data-testid="install-hint"
      className="mb-4 flex flex-col gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-brand-700">
        <BellDot className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <h2 id="install-hint-title" className="font-semibold text-brand-900">
          {t('installHint.title')}
        </h2>
        <p className="mt-1 text-slate-700">{t('installHint.body')}</p>
        {howTo ? <p className="mt-1 text-slate-700">{howTo}</p> : null}
      </div>
      <div className="flex shrink-0 gap-2">
        {canInstall ? (
          <button
            type="button"
            className={buttonClass({ size: 'sm' })}
            onClick={async () => {
              if (await install()) dismiss();
            }}
          >
            {t('installHint.install')}
          </button>
        ) : null}
        <button
          type="button"
          className={buttonClass({ size: 'sm', variant: canInstall ? 'outline' : 'default' })}
          onClick={dismiss}
        >
          {t('installHint.dismiss')}
        </button>
      </div>
    </section>
  );
}
