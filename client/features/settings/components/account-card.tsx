import { Download, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledCard } from '@/components/titled-card';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { useExportAccount } from '../api/export-account';
import { DeleteAccountDialog } from './delete-account-dialog';

/**
 * The user's own data (decision 020): download all of it as a JSON file, or delete the account
 * after a confirmation that asks for the password.
 */
export function AccountCard() {
  const { t } = useTranslation('settings');
  const [deleting, setDeleting] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const download = useExportAccount();

  const onDownload = () => {
    if (download.isPending) return;
    download.mutate(undefined, {
      onSuccess: () => toastSuccess(t('account.downloaded')),
      onError: (error) => toastFailure(t('account.downloadFailed'), error),
    });
  };

  return (
    <TitledCard
      title={t('account.title')}
      description={t('account.description')}
      testId="account-card"
      className="border-red-200"
      contentClassName="flex flex-col gap-4"
    >
      <div className="flex flex-col items-start gap-2">
        <p className="text-sm text-slate-700">{t('account.downloadDescription')}</p>
        <Button
          variant="outline"
          onClick={onDownload}
          disabled={download.isPending}
          aria-busy={download.isPending || undefined}
          data-testid="download-data-button"
        >
          <Download aria-hidden="true" />
          {download.isPending ? t('account.downloading') : t('account.download')}
        </Button>
      </div>
      <div className="flex flex-col items-start gap-2">
        <p className="text-sm text-slate-700">{t('account.deleteDescription')}</p>
        <Button
          ref={deleteButton}
          variant="destructive"
          onClick={() => setDeleting(true)}
          data-testid="delete-account-button"
        >
          <Trash2 aria-hidden="true" />
          {t('account.delete')}
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} returnFocusTo={deleteButton} />
    </TitledCard>
  );
}
