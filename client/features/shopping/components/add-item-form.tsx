import { SHOPPING_ITEM_NAME_MAX } from '@shared/constants';
import type { CreateShoppingItemBody, createShoppingItemBodySchema } from '@shared/schemas/shopping';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledField } from '@/components/text-field';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { keptOnDevice, writesWait } from '@/features/offline';
import { useSchemaForm } from '@/lib/schema-form';
import { useCreateShoppingItem } from '../api/create-shopping-item';
import { isAlreadyOnList } from '../lib/shopping-error';

const loadSchema = (): Promise<typeof createShoppingItemBodySchema> =>
  import('@shared/schemas/shopping').then((module) => module.createShoppingItemBodySchema);

/**
 * Adds an item to the needed list (product section 5: the name must be non-empty after trim,
 * checked here with the call's own schema before any call). A duplicate of a needed item is
 * refused by the server and said in place.
 */
export function AddItemForm() {
  const { t } = useTranslation('shopping');
  const { t: ts } = useTranslation('shell');
  const id = useId();
  const create = useCreateShoppingItem();
  const form = useSchemaForm(loadSchema, {
    defaultValues: { name: '' },
    messages: {
      name: { too_small: t('validation.nameRequired'), invalid_type: t('validation.nameRequired') },
    },
  });
  // A write waiting for the network (decision 034) does not hold the form: the next item can go in.
  const busy = create.isPending && !create.isPaused;

  const clear = (submitted: string) => {
    // Someone quick may already be typing the next item while this one was saved: keep that.
    if (form.getValues('name') === submitted) form.reset({ name: '' });
    form.setFocus('name');
  };

  const onValid = async ({ name }: CreateShoppingItemBody) => {
    if (busy) return;
    const submitted = form.getValues('name');
    const sending = create.add(name);
    if (writesWait()) {
      // Shown in the list and kept on this device; a refusal later is said by the write itself.
      sending.catch(() => undefined);
      // "Saved on this device" once it is (issue #36 item 15).
      void keptOnDevice().then(() => toastSuccess(t('toasts.added'), ts('offlineWrites.savedOnDevice')));
      clear(submitted);
      return;
    }
    try {
      await sending;
    } catch (error) {
      if (isAlreadyOnList(error)) {
        form.setError('name', { type: 'server', message: t('errors.alreadyOnList', { name }) });
      } else toastFailure(t('errors.addFailed'), error);
      form.setFocus('name');
      return;
    }
    toastSuccess(t('toasts.added'), name);
    clear(submitted);
  };

  const error = form.formState.errors.name?.message;
  const field = form.register('name', { onChange: () => form.clearErrors('name') });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} data-testid="shopping-add-form">
      <LabelledField id={`${id}-name`} label={t('form.label')} error={error}>
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              {...field}
              autoComplete="off"
              enterKeyHint="done"
              maxLength={SHOPPING_ITEM_NAME_MAX}
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
