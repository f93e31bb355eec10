import { SHOPPING_WARNING_ITEMS } from '@shared/constants';
import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Product section 5: the booking dialog warns about needed shopping items, listing up to 3 and
 * "...and N more". Nothing is shown when no item is needed.
 */
export function ShoppingWarning({ items }: { items: readonly string[] }) {
  const { t } = useTranslation('bookings');
  if (items.length === 0) return null;
  const shown = items.slice(0, SHOPPING_WARNING_ITEMS);
  const more = items.length - shown.length;
  return (
    <div
      role="note"
      data-testid="shopping-warning"
      className="flex gap-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <ShoppingCart className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-medium">{t('shopping.title')}</p>
        <ul className="list-disc pl-5">
          {shown.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat; the list is static.
            <li key={index}>{item}</li>
          ))}
        </ul>
        {more > 0 ? <p>{t('shopping.more', { count: more })}</p> : null}
      </div>
    </div>
  );
}
