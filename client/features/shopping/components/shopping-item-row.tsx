import type { ShoppingItem, ShoppingItemStatus } from '@shared/schemas/shopping';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

type ShoppingItemRowProps = {
  item: ShoppingItem;
  /** Tick (completed) or untick (needed). */
  onToggle: (item: ShoppingItem, status: ShoppingItemStatus) => void;
  /** Opens the item's details. */
  onOpen: (item: ShoppingItem) => void;
};

/**
 * One item: a checkbox that ticks it off (or back), and its name, which opens its details. The
 * line under the name says who added it, or who ticked it off.
 */
export function ShoppingItemRow({ item, onToggle, onOpen }: ShoppingItemRowProps) {
  const { t } = useTranslation('shopping');
  const bylineId = useId();
  const completed = item.status === 'completed';
  const person = completed ? item.completedByUser : item.addedByUser;
  const byline = person
    ? completed
      ? t('item.completedBy', { name: person.fullName })
      : t('item.addedBy', { name: person.fullName })
    : null;

  return (
    <li
      data-testid={`shopping-item-${item.id}`}
      data-status={item.status}
      className="flex items-center gap-1 rounded-lg border border-slate-200 bg-white py-1 pr-3 pl-1 shadow-sm"
    >
      {/* The label only widens the tap target; the checkbox is named by aria-label. */}
      <label className="flex size-11 shrink-0 cursor-pointer items-center justify-center">
        <input
          type="checkbox"
          className="size-5 cursor-pointer accent-brand-700"
          checked={completed}
          onChange={(event) => onToggle(item, event.target.checked ? 'completed' : 'needed')}
          aria-label={t('item.markBought', { name: item.name })}
        />
      </label>
      <div className="flex min-w-0 flex-1 flex-col py-1">
        <button
          type="button"
          aria-haspopup="dialog"
          aria-describedby={byline ? bylineId : undefined}
          onClick={() => onOpen(item)}
          className={cn(
            'w-full rounded-sm text-left font-medium break-words text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
            completed && 'text-slate-500 line-through',
          )}
        >
          {item.name}
        </button>
        {byline ? (
          <span id={bylineId} className="text-xs text-slate-500">
            {byline}
          </span>
        ) : null}
      </div>
    </li>
  );
}
