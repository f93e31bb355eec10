import type { CabinSummary } from '@shared/schemas/cabins';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The cabin whose weather the card shows; only rendered when the user has more than one. */
export function CabinSelect({
  cabins,
  value,
  onChange,
}: {
  cabins: readonly CabinSummary[];
  value: string;
  onChange: (cabinId: string) => void;
}) {
  const { t } = useTranslation('weather');
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-700">
        {t('cabinSelect')}
      </label>
      <div className="relative min-w-0 flex-1">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          data-testid="weather-cabin-select"
          className="h-9 w-full cursor-pointer appearance-none rounded-md border border-slate-300 bg-white py-1 pr-9 pl-3 text-base text-slate-900 md:text-sm"
        >
          {cabins.map((cabin) => (
            <option key={cabin.id} value={cabin.id}>
              {cabin.name}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-2.5 right-3 size-4 text-slate-600"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
