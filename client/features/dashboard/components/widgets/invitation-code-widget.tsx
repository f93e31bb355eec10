import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCabin, useCopyAccessCode } from '@/features/cabins';
import { WidgetQuery } from '../widget-states';

/**
 * invitation-code: the cabin's name and access code; a tap on the code copies it, with a
 * fallback where the Clipboard API is missing, and says "Code copied".
 */
export function InvitationCodeWidget() {
  const { t } = useTranslation('dashboard');
  const cabin = useCabin();
  const copyAccessCode = useCopyAccessCode();
  return (
    <WidgetQuery query={cabin} failedText={t('invitation.failed')}>
      {({ name, accessCode }) => (
        <div className="flex flex-col gap-3">
          <p className="truncate text-sm font-medium text-slate-700" data-testid="invitation-cabin-name">
            {name}
          </p>
          <button
            type="button"
            onClick={() => accessCode !== null && void copyAccessCode(accessCode)}
            aria-label={t('invitation.copy', { code: accessCode })}
            data-testid="invitation-code"
            className="flex items-center justify-between gap-3 rounded-lg border border-dashed border-brand-700/40 bg-sand-50 px-4 py-3 text-left transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <code className="font-mono text-xl font-semibold tracking-[0.2em] text-brand-900">
              {accessCode}
            </code>
            <Copy className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
          </button>
          <p className="text-xs text-slate-600">{t('invitation.hint')}</p>
        </div>
      )}
    </WidgetQuery>
  );
}
