import type { ShoppingItem, ShoppingItemStatus } from '@shared/schemas/shopping';
import { ShoppingCart } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconMessageCard, SectionEmpty, SectionPending, SectionTitle } from '@/components/section-parts';
import { toastFailure } from '@/components/toast/notify';
import { toast } from '@/components/toast/toast-store';
import { Card } from '@/components/ui/card';
import { useCurrentUser } from '@/features/auth';
import { isGoneError } from '@/features/offline';
import { useShoppingItems } from '../api/get-shopping-items';
import { useUpdateShoppingItemStatus } from '../api/update-shopping-item-status';
import { isAlreadyOnList } from '../lib/shopping-error';
import { type ShoppingList, splitShoppingList } from '../lib/shopping-list';
import { AddItemForm } from './add-item-form';
import { ItemDialog } from './item-dialog';
import { ShoppingLists } from './shopping-lists';

/**
 * The shared shopping list (product sections 2, 4 and 5): add an item, tick it off or back, and open
 * an item's details, where it can be deleted. Without a current cabin it asks for one.
 */
export function ShoppingSection() {
  const { t } = useTranslation('shell');
  const { t: ts } = useTranslation('shopping');
  const user = useCurrentUser();
  return (
    <div data-testid="section-shopping" className="flex flex-col gap-6">
      <SectionTitle>{t('sections.shopping')}</SectionTitle>
      {user.currentCabinId === null ? (
        <IconMessageCard icon={ShoppingCart} testId="shopping-no-cabin">
          {ts('noCabin')}
        </IconMessageCard>
      ) : (
        <CabinShoppingList />
      )}
    </div>
  );
}

function CabinShoppingList() {
  const { t } = useTranslation('shopping');
  const items = useShoppingItems();
  const update = useUpdateShoppingItemStatus();
  const [openedId, setOpenedId] = useState<string | null>(null);
  const list = useMemo(() => (items.data ? splitShoppingList(items.data) : null), [items.data]);
  // The dialog shows the item as it is now in the list, and closes when it has gone.
  const opened = openedId ? (items.data?.find((item) => item.id === openedId) ?? null) : null;

  const toggle = async (item: ShoppingItem, status: ShoppingItemStatus) => {
    try {
      await update.setStatus(item, status);
    } catch (error) {
      // The item is back where it was (the write rolls back); say why. An item deleted meanwhile
      // is said by the write itself (decision 034).
      if (isGoneError(error)) return;
      if (isAlreadyOnList(error)) {
        toast({
          variant: 'destructive',
          title: t('errors.updateFailed'),
          description: t('errors.alreadyOnList', { name: item.name }),
        });
      } else toastFailure(t('errors.updateFailed'), error);
    }
  };

  return (
    <>
      <Card className="p-4 sm:p-6">
        <AddItemForm />
      </Card>
      <ShoppingContent
        list={list}
        failed={items.isError}
        onRetry={() => void items.refetch()}
        onToggle={(item, status) => void toggle(item, status)}
        onOpen={(item) => setOpenedId(item.id)}
      />
      <ItemDialog item={opened} onClose={() => setOpenedId(null)} />
    </>
  );
}

function ShoppingContent({
  list,
  failed,
  onRetry,
  onToggle,
  onOpen,
}: {
  list: ShoppingList | null;
  failed: boolean;
  onRetry: () => void;
  onToggle: (item: ShoppingItem, status: ShoppingItemStatus) => void;
  onOpen: (item: ShoppingItem) => void;
}) {
  const { t } = useTranslation('shopping');

  if (!list) {
    return <SectionPending failed={failed} failure={t('loadFailed')} onRetry={onRetry} testId="shopping" />;
  }

  if (list.needed.length === 0 && list.completed.length === 0) {
    return (
      <SectionEmpty icon={ShoppingCart} title={t('empty.title')} testId="shopping-empty">
        {t('empty.description')}
      </SectionEmpty>
    );
  }

  return <ShoppingLists list={list} onToggle={onToggle} onOpen={onOpen} />;
}
