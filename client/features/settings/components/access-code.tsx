import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCopyAccessCode } from '@/features/cabins';

/** The cabin's access code with a copy button ("code copied" toast, spec section 8). */
export function AccessCode({ code }: { code: string }) {
  const { t } = useTranslation('settings');
  const { t: tCabins } = useTranslation('cabins');
  const copyAccessCode = useCopyAccessCode();
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-slate-600">{tCabins('fields.accessCode')}</span>
      <div className="flex items-center gap-2">
        <code
          className="rounded-md border border-dashed border-brand-700/40 bg-sand-50 px-3 py-1.5 font-mono text-lg font-semibold tracking-[0.2em] text-brand-900 select-all"
          data-testid="access-code"
        >
          {code}
        </code>
        <Button
          variant="outline"
          size="icon"
          aria-label={tCabins('accessCode.copy')}
          title={tCabins('accessCode.copy')}
          onClick={() => void copyAccessCode(code)}
          data-testid="copy-access-code"
        >
          <Copy aria-hidden="true" />
        </Button>
      </div>
      <p className="text-xs text-slate-600">{t('cabin.accessCodeHint')}</p>
    </div>
  );
}
