import type { ShoppingItem } from '@shared/schemas/shopping';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DetailsDialog, DialogHeading } from '@/components/dialog-shell';
import { Fact, FactList } from '@/components/fact-list';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { useDeleteShoppingItem } from '../api/delete-shopping-item';
import { useTimestampText } from '../lib/use-timestamp-text';

export type ItemDialogProps = {
  /** The item shown; the dialog is closed without one. */
  item: ShoppingItem | null;
  onClose: () => void;
};

/**
 * An item's details (product section 2): who added it and when, and for a completed item who ticked
 * it off and when, with Delete. Deleting a shopping item needs no confirmation; the dialog stays
 * open while the call runs and closes when it has succeeded.
 */
export function ItemDialog({ item, onClose }: ItemDialogProps) {
  const { t } = useTranslation('shopping');
  const timestamp = useTimestampText();
  const remove = useDeleteShoppingItem();
  const busy = remove.isPending;
  const person = (user: ShoppingItem['addedByUser']) => user?.fullName ?? t('dialog.unknownPerson');

  const onDelete = async (shown: ShoppingItem) => {
    try {
      await remove.mutateAsync({ id: shown.id });
    } catch (error) {
      toastFailure(t('errors.removeFailed'), error);
      return;
    }
    toastSuccess(t('toasts.removed'), shown.name);
    onClose();
  };

  return (
    <DetailsDialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      item={item}
      testId="item-dialog"
      busy={busy}
      actions={(shown) => (
        <Button
          variant="outline"
          className="border-red-200 text-red-700 hover:bg-red-50 sm:mr-auto"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void onDelete(shown)}
          data-testid="item-delete-button"
        >
          <Trash2 aria-hidden="true" />
          {busy ? t('dialog.deleting') : t('dialog.delete')}
        </Button>
      )}
    >
      {(shown) => (
        <>
          <DialogHeading
            title={shown.name}
            description={shown.status === 'completed' ? t('dialog.completed') : t('dialog.needed')}
          />
          <FactList>
            <Fact label={t('dialog.addedBy')}>{person(shown.addedByUser)}</Fact>
            <Fact label={t('dialog.addedAt')}>
              <time dateTime={shown.createdAt}>{timestamp(shown.createdAt)}</time>
            </Fact>
            {shown.status === 'completed' ? (
              <>
                <Fact label={t('dialog.completedBy')}>{person(shown.completedByUser)}</Fact>
                {shown.completedAt ? (
                  <Fact label={t('dialog.completedAt')}>
                    <time dateTime={shown.completedAt}>{timestamp(shown.completedAt)}</time>
                  </Fact>
                ) : null}
              </>
            ) : null}
          </FactList>
        </>
      )}
    </DetailsDialog>
  );
}
