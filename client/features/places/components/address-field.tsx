import type { PlacePrediction } from '@shared/schemas/places';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledField } from '@/components/text-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { usePlaceSuggestions } from '../api/search-places';

export type AddressFieldProps = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  /** Every change of the text, typed or picked. */
  onChange: (text: string) => void;
  /** A suggestion was picked; `onChange` has just been called with its description. */
  onPick: (prediction: PlacePrediction) => void;
  maxLength: number;
  disabled?: boolean;
  name?: string;
  placeholder?: string;
};

/**
 * An address input that suggests addresses as the user types (product section 5), built as the
 * WAI-ARIA 1.2 combobox with a listbox popup: focus stays in the input while ArrowDown/ArrowUp
 * move the active option (aria-activedescendant), Enter or a click picks it, Escape or leaving
 * the field closes the list. A failed look-up shows simply no suggestions (product section 8).
 */
export function AddressField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  onPick,
  maxLength,
  disabled,
  name,
  placeholder,
}: AddressFieldProps) {
  const { t } = useTranslation('places');
  const inputRef = useRef<HTMLInputElement>(null);
  // The text the user last typed. Only that is looked up: not an address the field starts with
  // (settings would search on every visit), not a picked description, not a reset by the form.
  const [typed, setTyped] = useState<string | null>(null);
  const suggestions = usePlaceSuggestions(typed === value ? value : '');
  const [expanded, setExpanded] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // A new list has other options: the active one would point at a different address.
  const [listed, setListed] = useState(suggestions);
  if (listed !== suggestions) {
    setListed(suggestions);
    setActiveIndex(-1);
  }

  const open = expanded && !disabled && suggestions.length > 0;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeId = open && activeIndex >= 0 ? optionId(activeIndex) : undefined;

  const close = () => {
    setExpanded(false);
    setActiveIndex(-1);
  };

  const pick = (prediction: PlacePrediction) => {
    onChange(prediction.description);
    onPick(prediction);
    close();
  };

  // Escape while the list is open closes only the list. It is caught on the window, ahead of
  // every other listener: an enclosing Radix dialog listens on the document in the capture phase, ahead
  // of React's handlers, and would otherwise close itself too. Once the list is closed, Escape
  // goes through untouched.
  useEffect(() => {
    if (!open) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== inputRef.current) return;
      event.preventDefault();
      event.stopPropagation();
      setExpanded(false);
      setActiveIndex(-1);
    };
    window.addEventListener('keydown', onEscape, true);
    return () => window.removeEventListener('keydown', onEscape, true);
  }, [open]);

  // A long list scrolls; keep the active option in view. (jsdom has no scrollIntoView.)
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0 || disabled) return;
      // The arrows would move the caret to the start or end of the text otherwise.
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      if (!open) {
        setExpanded(true);
        setActiveIndex(down ? 0 : count - 1);
        return;
      }
      setActiveIndex((index) => {
        if (down) return index + 1 >= count ? 0 : index + 1;
        return index <= 0 ? count - 1 : index - 1;
      });
      return;
    }
    if (event.key === 'Enter' && open) {
      const prediction = suggestions[activeIndex];
      if (prediction) {
        // Picking is all this Enter does: the surrounding form is not submitted.
        event.preventDefault();
        pick(prediction);
      } else {
        close();
      }
    }
  };

  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <div className="relative">
          <Input
            {...control}
            ref={inputRef}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listboxId}
            aria-activedescendant={activeId}
            // The browser's own autofill list would cover ours.
            autoComplete="off"
            name={name}
            placeholder={placeholder}
            maxLength={maxLength}
            disabled={disabled}
            value={value}
            onChange={(event) => {
              const text = event.target.value;
              setTyped(text);
              setExpanded(true);
              setActiveIndex(-1);
              onChange(text);
            }}
            onKeyDown={onKeyDown}
            onBlur={close}
          />
          <div
            id={listboxId}
            role="listbox"
            aria-label={t('suggestions.label')}
            hidden={!open}
            className="absolute inset-x-0 top-full z-50 mt-1 max-h-60 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 text-slate-900 shadow-lg"
          >
            {open
              ? suggestions.map((prediction, index) => (
                  // Options stay out of the tab order: focus stays in the input, which points at
                  // the active option (aria-activedescendant) and handles the keyboard.
                  // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
                  <div
                    key={`${prediction.place_id}|${prediction.description}`}
                    id={optionId(index)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={index === activeIndex}
                    className={cn(
                      'cursor-pointer rounded-md px-3 py-2 text-base break-words select-none hover:bg-sand-50 md:text-sm',
                      index === activeIndex && 'bg-sand-100 hover:bg-sand-100',
                    )}
                    // Pressing an option would blur the input, which closes the list before the
                    // click lands.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pick(prediction)}
                  >
                    {prediction.description}
                  </div>
                ))
              : null}
          </div>
          <div aria-live="polite" aria-atomic="true" className="sr-only">
            {open ? t('suggestions.count', { count: suggestions.length }) : ''}
          </div>
        </div>
      )}
    </LabelledField>
  );
}
