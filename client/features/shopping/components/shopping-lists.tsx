import type { ShoppingItem, ShoppingItemStatus } from '@shared/schemas/shopping';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useIsMobile } from '@/lib/use-media-query';
import type { ShoppingList } from '../lib/shopping-list';
import { ShoppingItemRow } from './shopping-item-row';

type ShoppingListsProps = {
  list: ShoppingList;
  onToggle: (item: ShoppingItem, status: ShoppingItemStatus) => void;
  onOpen: (item: ShoppingItem) => void;
};

/**
 * The needed list and the completed list, each with its count (product section 2). The completed
 * list can be folded away on mobile (under 768 px), where it starts folded; on wider screens it
 * is always open.
 */
export function ShoppingLists({ list, onToggle, onOpen }: ShoppingListsProps) {
  const { t } = useTranslation('shopping');
  const rows = (items: ShoppingItem[]) => (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <ShoppingItemRow key={item.id} item={item} onToggle={onToggle} onOpen={onOpen} />
      ))}
    </ul>
  );
  return (
    <div className="flex flex-col gap-6 lg:grid lg:grid-cols-2 lg:items-start">
      <NeededSection count={list.needed.length}>
        {list.needed.length > 0 ? rows(list.needed) : <Muted>{t('lists.noneNeeded')}</Muted>}
      </NeededSection>
      <CompletedSection count={list.completed.length}>
        {list.completed.length > 0 ? rows(list.completed) : <Muted>{t('lists.noneCompleted')}</Muted>}
      </CompletedSection>
    </div>
  );
}

function NeededSection({ count, children }: { count: number; children: ReactNode }) {
  const { t } = useTranslation('shopping');
  const titleId = useId();
  return (
    <section data-testid="needed-items" aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="flex items-center gap-2 py-1 text-lg font-semibold text-slate-900">
        <span>{t('lists.needed')}</span>
        <Count value={count} />
      </h2>
      {children}
    </section>
  );
}

function CompletedSection({ count, children }: { count: number; children: ReactNode }) {
  const { t } = useTranslation('shopping');
  const titleId = useId();
  const contentId = useId();
  const isMobile = useIsMobile();
  const [openOnMobile, setOpenOnMobile] = useState(false);
  const open = !isMobile || openOnMobile;
  return (
    <section data-testid="completed-items" aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {isMobile ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={contentId}
            onClick={() => setOpenOnMobile((current) => !current)}
            data-testid="completed-toggle"
            className="group flex w-full items-center gap-2 rounded-md py-1 text-left hover:text-brand-700"
          >
            <span>{t('lists.completed')}</span>
            <Count value={count} />
            <ChevronDown
              className="ml-auto size-5 transition-transform group-aria-expanded:rotate-180"
              aria-hidden="true"
            />
          </button>
        ) : (
          <span className="flex items-center gap-2 py-1">
            <span>{t('lists.completed')}</span>
            <Count value={count} />
          </span>
        )}
      </h2>
      <div id={contentId} hidden={!open}>
        {open ? children : null}
      </div>
    </section>
  );
}

function Count({ value }: { value: number }) {
  return (
    <Badge variant="secondary" data-testid="section-count">
      {value}
    </Badge>
  );
}

function Muted({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600">{children}</p>;
}
