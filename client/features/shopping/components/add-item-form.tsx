import { SHOPPING_ITEM_NAME_MAX } from '@shared/constants';
import { Plus } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledField } from '@/components/text-field';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useCreateShoppingItem } from '../api/create-shopping-item';
import { isAlreadyOnList } from '../lib/shopping-error';

type FormProblem = { kind: 'required' } | { kind: 'alreadyOnList'; name: string };

/**
 * Adds an item to the needed list (spec section 5: the name must be non-empty after trim, checked
 * here before any call). A duplicate of a needed item is refused by the server and said in place.
 */
export function AddItemForm() {
  const { t } = useTranslation('shopping');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const create = useCreateShoppingItem();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const busy = create.isPending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const submitted = name;
    const trimmed = submitted.trim();
    if (!trimmed) {
      setProblem({ kind: 'required' });
      inputRef.current?.focus();
      return;
    }
    setProblem(null);
    try {
      await create.mutateAsync({ name: trimmed });
    } catch (error) {
      if (isAlreadyOnList(error)) setProblem({ kind: 'alreadyOnList', name: trimmed });
      else toastFailure(t('errors.addFailed'), error);
      inputRef.current?.focus();
      return;
    }
    toastSuccess(t('toasts.added'), trimmed);
    // Someone quick may already be typing the next item while this one was saved: keep that.
    setName((current) => (current === submitted ? '' : current));
    inputRef.current?.focus();
  };

  const error =
    problem?.kind === 'required'
      ? t('validation.nameRequired')
      : problem?.kind === 'alreadyOnList'
        ? t('errors.alreadyOnList', { name: problem.name })
        : undefined;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="shopping-add-form">
      <LabelledField id={`${id}-name`} label={t('form.label')} error={error}>
        {(control) => (
          <div className="flex gap-2">
            <Input
              ref={inputRef}
              {...control}
              name="name"
              autoComplete="off"
              enterKeyHint="done"
              maxLength={SHOPPING_ITEM_NAME_MAX}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                if (problem) setProblem(null);
              }}
            />
            <Button type="submit" disabled={busy} aria-busy={busy || undefined} className="shrink-0">
              <Plus aria-hidden="true" />
              {busy ? t('form.adding') : t('form.submit')}
            </Button>
          </div>
        )}
      </LabelledField>
    </form>
  );
}
