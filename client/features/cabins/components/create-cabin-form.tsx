import { ADDRESS_MAX, CABIN_CREATED_TOAST_MS, CABIN_NAME_MAX } from '@shared/constants';
import type { CreateCabinBody, CreatedCabin, createCabinBodySchema } from '@shared/schemas/cabins';
import type { PlacePrediction } from '@shared/schemas/places';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '@/components/text-field';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { AddressField, placeIdToSave } from '@/features/places';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useSchemaForm } from '@/lib/schema-form';
import { useCreateCabin } from '../api/create-cabin';

const loadSchema = (): Promise<typeof createCabinBodySchema> =>
  import('@shared/schemas/cabins').then((module) => module.createCabinBodySchema);

export type CreateCabinFormProps = {
  /** Called after the cabin is created and the caches refreshed (for example to close a dialog). */
  onCreated?: (cabin: CreatedCabin) => void;
  /** Shows a Cancel button when given. */
  onCancel?: () => void;
};

/**
 * Create a cabin (product sections 5 and 8): the name is required after trimming, the address is
 * optional. Success toasts the name and the access code for 8 s; failure toasts the server's
 * message, or "Please try again".
 */
export function CreateCabinForm({ onCreated, onCancel }: CreateCabinFormProps) {
  const { t } = useTranslation('cabins');
  const { t: tc } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const id = useId();
  // The address suggestion last picked; its place id is sent while the address is still its text.
  const [picked, setPicked] = useState<PlacePrediction | null>(null);
  const create = useCreateCabin();
  const form = useSchemaForm(loadSchema, {
    defaultValues: { name: '', address: '' },
    messages: {
      name: { too_small: t('fields.nameRequired'), invalid_type: t('fields.nameRequired') },
    },
  });
  const address = form.watch('address') ?? '';

  const onValid = (values: z.output<typeof createCabinBodySchema>) => {
    if (create.isPending) return;
    const placeId = values.address ? placeIdToSave(values.address, picked) : undefined;
    void submit({
      name: values.name,
      ...(values.address ? { address: values.address } : {}),
      ...(placeId ? { placeId } : {}),
    });
  };

  // mutateAsync, not mutate's callbacks: creating makes the cabin current, which can unmount this
  // form (the dashboard's welcome card goes away) before the mutation settles.
  const submit = async (body: CreateCabinBody) => {
    let cabin: CreatedCabin;
    try {
      cabin = await create.mutateAsync(body);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('create.failed'),
        description: errorMessage(error, t('create.failedFallback')),
      });
      return;
    }
    toast({
      variant: 'success',
      title: t('create.success'),
      description: t('create.successDescription', { name: cabin.name, code: cabin.accessCode }),
      duration: CABIN_CREATED_TOAST_MS,
    });
    form.reset({ name: '', address: '' });
    setPicked(null);
    onCreated?.(cabin);
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid)}
      className="flex flex-col gap-4"
      data-testid="create-cabin-form"
    >
      <TextField
        id={`${id}-name`}
        {...form.register('name')}
        label={t('fields.name')}
        autoComplete="off"
        maxLength={CABIN_NAME_MAX}
        placeholder={t('create.namePlaceholder')}
        error={form.formState.errors.name?.message}
        required
      />
      <AddressField
        id={`${id}-address`}
        label={t('fields.address')}
        name="cabin-address"
        maxLength={ADDRESS_MAX}
        hint={t('create.addressHint')}
        value={address}
        onChange={(value) => form.setValue('address', value)}
        onPick={setPicked}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={create.isPending}>
            {tc('actions.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('create.submitting') : t('create.submit')}
        </Button>
      </div>
    </form>
  );
}
