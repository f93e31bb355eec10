import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';

async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/** The cabin's access code with a copy button ("code copied" toast, spec section 8). */
export function AccessCode({ code }: { code: string }) {
  const { t } = useTranslation('settings');
  const { t: tCabins } = useTranslation('cabins');
  const onCopy = async () => {
    try {
      await copyText(code);
      toast({
        variant: 'success',
        title: t('cabin.codeCopied'),
        description: t('cabin.codeCopiedDescription'),
      });
    } catch {
      toast({ variant: 'destructive', title: t('cabin.copyFailed') });
    }
  };
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
          aria-label={t('cabin.copyCode')}
          title={t('cabin.copyCode')}
          onClick={() => void onCopy()}
          data-testid="copy-access-code"
        >
          <Copy aria-hidden="true" />
        </Button>
      </div>
      <p className="text-xs text-slate-600">{t('cabin.accessCodeHint')}</p>
    </div>
  );
}
