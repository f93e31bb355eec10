import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast/toast-store';
import { copyText } from '@/lib/copy-text';

/** Copies an access code and says so: "Code copied" (product section 8), or how to copy it by hand. */
export function useCopyAccessCode(): (code: string) => Promise<void> {
  const { t } = useTranslation('cabins');
  return async (code) => {
    try {
      await copyText(code);
      toast({
        variant: 'success',
        title: t('accessCode.copied'),
        description: t('accessCode.copiedDescription'),
      });
    } catch {
      toast({ variant: 'destructive', title: t('accessCode.copyFailed') });
    }
  };
}
