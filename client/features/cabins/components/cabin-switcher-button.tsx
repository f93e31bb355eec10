import { ChevronDown, House } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The cabin switcher's button: the same before the menu's code has loaded and as its trigger after. */
export function CabinSwitcherButton(props: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('cabins');
  return (
    <button
      type="button"
      data-testid="cabin-switcher"
      className="flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 transition-colors hover:bg-sand-100 disabled:opacity-50 data-[state=open]:bg-sand-100"
      {...props}
    >
      <House className="size-4 text-slate-500" aria-hidden="true" />
      {t('switcher.label')}
      <ChevronDown className="size-4 text-slate-500" aria-hidden="true" />
    </button>
  );
}
