import { GUEST_LINK_LABEL_MAX } from '@shared/schemas/guest-links';
import { QRCodeSVG } from 'qrcode.react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyableUrl } from '@/components/copyable-url';
import { DialogHeading, type DialogStateProps } from '@/components/dialog-shell';
import { TextField } from '@/components/text-field';
import { toastFailure } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { useCreateGuestLink } from '../api/create-guest-link';

type GuestLinkDialogProps = DialogStateProps & { bookingId: string };

/**
 * Make a guest link for a stay (issue #41): "include the door code" and a label, then the link
 * itself, once, with Copy and a QR code to show a guest's phone. Closing forgets it: the server
 * keeps only its hash, so it cannot be shown again.
 */
export function GuestLinkDialog({ open, onOpenChange, bookingId }: GuestLinkDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="guest-link-dialog">
        {open ? <GuestLinkForm bookingId={bookingId} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function GuestLinkForm({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('guest-links');
  const { t: tc } = useTranslation();
  const id = useId();
  const create = useCreateGuestLink();
  const [includeDoorCode, setIncludeDoorCode] = useState(false);
  const [label, setLabel] = useState('');
  const [url, setUrl] = useState<string | null>(null);
  const busy = create.isPending;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    create.mutate(
      { bookingId, body: { includeDoorCode, ...(label.trim() ? { label: label.trim() } : {}) } },
      {
        onSuccess: (created) => setUrl(created.url),
        onError: (error) => toastFailure(t('dialog.failed'), error),
      },
    );
  };
  if (url) return <CreatedLink url={url} />;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <DialogHeading title={t('dialog.title')} description={t('dialog.description')} />
      <TextField
        id={`${id}-label`}
        label={t('dialog.label')}
        hint={t('dialog.labelHint')}
        value={label}
        onChange={(event) => setLabel(event.target.value)}
        maxLength={GUEST_LINK_LABEL_MAX}
        disabled={busy}
        data-testid="guest-link-label"
      />
      <label className="flex items-start gap-3 text-sm text-slate-900" htmlFor={`${id}-door`}>
        <input
          id={`${id}-door`}
          type="checkbox"
          className="mt-0.5 size-5 accent-brand-700"
          checked={includeDoorCode}
          onChange={(event) => setIncludeDoorCode(event.target.checked)}
          disabled={busy}
          data-testid="guest-link-door-code"
        />
        <span>{t('dialog.includeDoorCode')}</span>
      </label>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={busy}>
            {tc('actions.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined} data-testid="guest-link-create">
          {busy ? t('dialog.creating') : t('dialog.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The new link, shown this once: copy it, or let the guest scan it. */
function CreatedLink({ url }: { url: string }) {
  const { t } = useTranslation('guest-links');
  const { t: tc } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <DialogHeading title={t('created.title')} description={t('created.description')} />
      <CopyableUrl
        url={url}
        testId="guest-link"
        texts={{
          label: t('created.urlLabel'),
          copy: t('created.copy'),
          copied: t('created.copied'),
          copyFailed: t('created.copyFailed'),
        }}
      />
      <figure className="flex flex-col items-center gap-2">
        <QRCodeSVG
          value={url}
          size={176}
          marginSize={2}
          role="img"
          aria-label={t('created.qrLabel')}
          className="rounded-lg border border-slate-200 bg-white"
          data-testid="guest-link-qr"
        />
        <figcaption className="text-center text-xs text-slate-600">{t('created.qrHint')}</figcaption>
      </figure>
      <DialogFooter>
        <DialogClose asChild>
          <Button data-testid="guest-link-done">{tc('actions.close')}</Button>
        </DialogClose>
      </DialogFooter>
    </div>
  );
}
