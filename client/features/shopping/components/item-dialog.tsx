import type { ShoppingItem } from '@shared/schemas/shopping';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DialogHeading } from '@/components/dialog-shell';
import { Fact, FactList } from '@/components/fact-list';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
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
  const { t: tc } = useTranslation();
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
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <DialogContent data-testid="item-dialog">
        {item ? (
          <>
            <DialogHeading
              title={item.name}
              description={item.status === 'completed' ? t('dialog.completed') : t('dialog.needed')}
            />
            <FactList>
              <Fact label={t('dialog.addedBy')}>{person(item.addedByUser)}</Fact>
              <Fact label={t('dialog.addedAt')}>
                <time dateTime={item.createdAt}>{timestamp(item.createdAt)}</time>
              </Fact>
              {item.status === 'completed' ? (
                <>
                  <Fact label={t('dialog.completedBy')}>{person(item.completedByUser)}</Fact>
                  {item.completedAt ? (
                    <Fact label={t('dialog.completedAt')}>
                      <time dateTime={item.completedAt}>{timestamp(item.completedAt)}</time>
                    </Fact>
                  ) : null}
                </>
              ) : null}
            </FactList>
            <DialogFooter>
              <Button
                variant="outline"
                className="border-red-200 text-red-700 hover:bg-red-50 sm:mr-auto"
                disabled={busy}
                aria-busy={busy || undefined}
                onClick={() => void onDelete(item)}
                data-testid="item-delete-button"
              >
                <Trash2 aria-hidden="true" />
                {busy ? t('dialog.deleting') : t('dialog.delete')}
              </Button>
              <DialogClose asChild>
                <Button variant="outline" disabled={busy}>
                  {tc('actions.close')}
                </Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
