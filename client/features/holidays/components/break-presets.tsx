import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCabinToday } from '@/lib/use-cabin-today';
import type { BreakPreset } from '../lib/season-days';
import { useComingBreaks } from '../lib/use-season-days';

/**
 * The coming school breaks as one-tap chips ("Vinterferie 2027", "Påskeferie 2027", ...): a tap
 * hands the break's name and nights to `onPick` (the peak-period dialog fills its fields with
 * them). Nothing shows until the cabin's holidays have come.
 */
export function BreakPresets({
  onPick,
  disabled,
}: {
  onPick: (preset: BreakPreset) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('holidays');
  const id = useId();
  const presets = useComingBreaks(useCabinToday());
  if (presets.length === 0) return null;
  return (
    <fieldset aria-describedby={`${id}-hint`} data-testid="break-presets" className="min-w-0">
      <legend className="font-medium text-slate-900 text-sm">{t('presets.label')}</legend>
      <p id={`${id}-hint`} className="text-slate-600 text-xs">
        {t('presets.hint')}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {presets.map((preset) => (
          <li key={preset.key}>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              className="rounded-full"
              disabled={disabled}
              onClick={() => onPick(preset)}
              data-testid={`break-preset-${preset.key}`}
            >
              {preset.name}
            </Button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
