import type { FairShare } from '@shared/schemas/households';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/icon-button';

type RotationPickerProps = {
  /** Every effective household, solo members included (GET /api/fair-share). */
  households: FairShare['households'];
  /** The chosen households in turn. */
  value: string[];
  onChange: (order: string[]) => void;
  disabled: boolean;
  error?: string;
};

/**
 * The households in turn for a rotation: every household in a list that can be reordered, each
 * ticked to take a turn; the ticked ones in list order are the rotation.
 */
export function RotationPicker({ households, value, onChange, disabled, error }: RotationPickerProps) {
  const { t } = useTranslation('fair-share');
  const id = useId();
  // The chosen ones first, in their turn, then the others; a household gone from the cabin drops out.
  const [order, setOrder] = useState(() => {
    const known = new Set(households.map((household) => household.householdId));
    return [
      ...value.filter((householdId) => known.has(householdId)),
      ...households
        .map((household) => household.householdId)
        .filter((householdId) => !value.includes(householdId)),
    ];
  });
  // The fair-share answer may arrive after the dialog opened: households not yet listed join at the end.
  const listed = [
    ...order,
    ...households
      .map((household) => household.householdId)
      .filter((householdId) => !order.includes(householdId)),
  ];
  const names = new Map(households.map((household) => [household.householdId, household.name]));
  const chosen = new Set(value);

  const emit = (nextOrder: string[], nextChosen: Set<string>) => {
    setOrder(nextOrder);
    onChange(nextOrder.filter((householdId) => nextChosen.has(householdId)));
  };
  const move = (index: number, by: number) => {
    const next = [...listed];
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index + by, 0, moved);
    emit(next, chosen);
  };
  const toggle = (householdId: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(householdId);
    else next.delete(householdId);
    emit(listed, next);
  };

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-hint`}>
      <legend className="mb-1.5 text-sm font-medium text-slate-900">{t('periodDialog.rotation')}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('periodDialog.rotationHint')}
      </p>
      <ol className="flex flex-col gap-1">
        {listed.map((householdId, index) => {
          const name = names.get(householdId) ?? householdId;
          const checkboxId = `${id}-${index}`;
          return (
            <li key={householdId} className="flex items-center gap-2">
              <input
                id={checkboxId}
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={chosen.has(householdId)}
                disabled={disabled}
                onChange={(event) => toggle(householdId, event.target.checked)}
              />
              <label htmlFor={checkboxId} className="flex-1 text-sm text-slate-900">
                {t('periodDialog.inRotation', { name })}
              </label>
              <IconButton
                label={t('periodDialog.moveUp', { name })}
                disabled={disabled || index === 0}
                onClick={() => move(index, -1)}
                icon={ArrowUp}
              />
              <IconButton
                label={t('periodDialog.moveDown', { name })}
                disabled={disabled || index === listed.length - 1}
                onClick={() => move(index, 1)}
                icon={ArrowDown}
              />
            </li>
          );
        })}
      </ol>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
