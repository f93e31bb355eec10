import { ADDRESS_MAX, CABIN_NAME_MAX } from '@shared/constants';
import type { Cabin } from '@shared/schemas/cabins';
import type { PlacePrediction } from '@shared/schemas/places';
import { Lock } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useUpdateCabin } from '@/features/cabins';
import { AddressField, placeIdToSave } from '@/features/places';
import { AccessCode } from './access-code';
import { ErrorNotice } from './error-notice';

/**
 * Cabin information (spec sections 2 and 5): name, address and access code. Only the owner
 * edits name and address; everyone else sees them read-only with "Only owners can edit cabin".
 */
export function CabinInfoCard({ cabin }: { cabin: Cabin }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const isOwner = cabin.role === 'owner';
  return (
    <Card aria-labelledby={`${id}-title`} data-testid="cabin-info-card">
      <CardHeader>
        <CardTitle id={`${id}-title`}>{t('cabin.title')}</CardTitle>
        <CardDescription>{t('cabin.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {isOwner ? (
          // Keyed by the saved values so the form follows changes made elsewhere.
          <CabinForm key={`${cabin.id}:${cabin.name}:${cabin.address ?? ''}`} cabin={cabin} />
        ) : (
          <CabinDetails cabin={cabin} />
        )}
        {cabin.accessCode !== null && <AccessCode code={cabin.accessCode} />}
      </CardContent>
    </Card>
  );
}

function CabinDetails({ cabin }: { cabin: Cabin }) {
  const { t } = useTranslation('settings');
  const { t: tCabins } = useTranslation('cabins');
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid min-w-0 gap-3 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        <dt className="font-medium text-slate-600">{tCabins('fields.name')}</dt>
        <dd
          className="-mt-2 text-base break-words text-slate-900 sm:mt-0 sm:text-sm"
          data-testid="cabin-name"
        >
          {cabin.name}
        </dd>
        <dt className="font-medium text-slate-600">{tCabins('fields.address')}</dt>
        <dd
          className="-mt-2 text-base break-words text-slate-900 sm:mt-0 sm:text-sm"
          data-testid="cabin-address"
        >
          {cabin.address ?? <span className="text-slate-500">{t('cabin.noAddress')}</span>}
        </dd>
      </dl>
      <p
        className="flex items-center gap-2 rounded-md bg-sand-50 px-3 py-2 text-sm text-slate-700"
        data-testid="cabin-owner-only"
      >
        <Lock className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        {t('cabin.onlyOwnersCanEdit')}
      </p>
    </div>
  );
}

type Errors = { name?: string; address?: string; form?: string };

function CabinForm({ cabin }: { cabin: Cabin }) {
  const { t } = useTranslation('settings');
  const { t: tCabins } = useTranslation('cabins');
  const id = useId();
  const [name, setName] = useState(cabin.name);
  const [address, setAddress] = useState(cabin.address ?? '');
  // The address suggestion last picked; its place id is sent while the address is still its text.
  const [picked, setPicked] = useState<PlacePrediction | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const update = useUpdateCabin();
  const unchanged = name.trim() === cabin.name && address.trim() === (cabin.address ?? '');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const found: Errors = {};
    const trimmedName = name.trim();
    const trimmedAddress = address.trim();
    if (!trimmedName) found.name = tCabins('fields.nameRequired');
    else if (trimmedName.length > CABIN_NAME_MAX)
      found.name = t('cabin.errors.nameTooLong', { max: CABIN_NAME_MAX });
    if (trimmedAddress.length > ADDRESS_MAX)
      found.address = t('cabin.errors.addressTooLong', { max: ADDRESS_MAX });
    setErrors(found);
    if (found.name) {
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    if (found.address) {
      document.getElementById(`${id}-address`)?.focus();
      return;
    }
    if (unchanged) return;
    try {
      const placeId = placeIdToSave(trimmedAddress, picked);
      await update.mutateAsync({
        name: trimmedName,
        address: trimmedAddress || null,
        ...(placeId ? { placeId } : {}),
      });
      toastSuccess(t('cabin.updated'));
    } catch (error) {
      const message = toastFailure(t('cabin.updateFailed'), error);
      setErrors({ form: message });
    }
  };

  const clearErrors = (key: 'name' | 'address') => {
    if (errors[key] || errors.form)
      setErrors((previous) => ({ ...previous, [key]: undefined, form: undefined }));
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-4"
      data-testid="cabin-form"
    >
      <TextField
        id={`${id}-name`}
        label={tCabins('fields.name')}
        error={errors.name}
        name="cabinName"
        autoComplete="off"
        required
        maxLength={CABIN_NAME_MAX}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          clearErrors('name');
        }}
      />
      <AddressField
        id={`${id}-address`}
        label={tCabins('fields.address')}
        error={errors.address}
        name="address"
        maxLength={ADDRESS_MAX}
        value={address}
        onChange={(text) => {
          setAddress(text);
          clearErrors('address');
        }}
        onPick={setPicked}
      />
      {errors.form ? <ErrorNotice>{errors.form}</ErrorNotice> : null}
      <div>
        <Button type="submit" disabled={update.isPending || unchanged}>
          {update.isPending ? t('cabin.saving') : t('cabin.save')}
        </Button>
      </div>
    </form>
  );
}
