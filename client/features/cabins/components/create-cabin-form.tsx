import { ADDRESS_MAX, CABIN_CREATED_TOAST_MS, CABIN_NAME_MAX } from '@shared/constants';
import type { CreateCabinBody, CreatedCabin } from '@shared/schemas/cabins';
import type { PlacePrediction } from '@shared/schemas/places';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { AddressField, placeIdToSave } from '@/features/places';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useCreateCabin } from '../api/create-cabin';

export type CreateCabinFormProps = {
  /** Called after the cabin is created and the caches refreshed (for example to close a dialog). */
  onCreated?: (cabin: CreatedCabin) => void;
  /** Shows a Cancel button when given. */
  onCancel?: () => void;
};

/**
 * Create a cabin (spec sections 5 and 8): the name is required after trimming, the address is
 * optional. Success toasts the name and the access code for 8 s; failure toasts the server's
 * message, or "Please try again".
 */
export function CreateCabinForm({ onCreated, onCancel }: CreateCabinFormProps) {
  const { t } = useTranslation('cabins');
  const { t: tc } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const id = useId();
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  // The address suggestion last picked; its place id is sent while the address is still its text.
  const [picked, setPicked] = useState<PlacePrediction | null>(null);
  const [nameError, setNameError] = useState<string | undefined>();
  const nameInput = useRef<HTMLInputElement>(null);
  const create = useCreateCabin();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const trimmedName = name.trim();
    if (!trimmedName) {
      setNameError(t('fields.nameRequired'));
      nameInput.current?.focus();
      return;
    }
    const trimmedAddress = address.trim();
    const placeId = placeIdToSave(trimmedAddress, picked);
    void submit({
      name: trimmedName,
      ...(trimmedAddress ? { address: trimmedAddress } : {}),
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
    setName('');
    setAddress('');
    setPicked(null);
    onCreated?.(cabin);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="create-cabin-form">
      <TextField
        id={`${id}-name`}
        inputRef={nameInput}
        label={t('fields.name')}
        name="cabin-name"
        autoComplete="off"
        maxLength={CABIN_NAME_MAX}
        placeholder={t('create.namePlaceholder')}
        value={name}
        error={nameError}
        required
        onChange={(event) => {
          setName(event.target.value);
          if (nameError) setNameError(undefined);
        }}
      />
      <AddressField
        id={`${id}-address`}
        label={t('fields.address')}
        name="cabin-address"
        maxLength={ADDRESS_MAX}
        hint={t('create.addressHint')}
        value={address}
        onChange={setAddress}
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
