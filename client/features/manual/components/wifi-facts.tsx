import { Copy } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/icon-button';
import { toast } from '@/components/toast/toast-store';
import { copyText } from '@/lib/copy-text';
import { wifiQrValue } from '../lib/wifi-qr';
import { FactBlock } from './fact-block';

/** The wifi: network name, the password with Copy, and a QR code a phone's camera joins with. */
export function WifiFacts({ name, password }: { name: string; password: string }) {
  const { t } = useTranslation('manual');
  const copy = async () => {
    try {
      await copyText(password);
      toast({ variant: 'success', title: t('facts.passwordCopied') });
    } catch {
      toast({ variant: 'destructive', title: t('facts.copyFailed') });
    }
  };
  return (
    <FactBlock title={t('facts.wifi')} testId="manual-wifi" className="sm:col-span-2">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2">
          <dt className="text-sm text-slate-600">{t('facts.wifiName')}</dt>
          <dd className="font-medium break-all text-slate-900" data-testid="manual-wifi-name">
            {name}
          </dd>
          {password ? (
            <>
              <dt className="text-sm text-slate-600">{t('facts.wifiPassword')}</dt>
              <dd className="flex min-w-0 items-center gap-1">
                <span className="font-mono break-all text-slate-900" data-testid="manual-wifi-password">
                  {password}
                </span>
                <IconButton
                  label={t('facts.copyPassword')}
                  icon={Copy}
                  className="size-9 shrink-0 text-slate-600"
                  onClick={() => void copy()}
                  data-testid="manual-copy-password"
                />
              </dd>
            </>
          ) : null}
        </dl>
        <figure className="flex flex-col items-center gap-2 self-center sm:self-start">
          <QRCodeSVG
            value={wifiQrValue(name, password)}
            size={144}
            marginSize={2}
            role="img"
            aria-label={t('facts.qrLabel', { name })}
            className="rounded-lg border border-slate-200 bg-white"
            data-testid="manual-wifi-qr"
          />
          <figcaption className="max-w-40 text-center text-xs text-slate-600">{t('facts.qrHint')}</figcaption>
        </figure>
      </div>
    </FactBlock>
  );
}
