import { ADDRESS_MAX, CABIN_NAME_MAX } from '@shared/constants';
import { can } from '@shared/policy';
import type { Cabin, updateCabinBodySchema } from '@shared/schemas/cabins';
import type { PlacePrediction } from '@shared/schemas/places';
import { Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '@/components/text-field';
import { TitledCard } from '@/components/titled-card';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { useUpdateCabin } from '@/features/cabins';
import { AddressField, placeIdToSave } from '@/features/places';
import { useSchemaForm } from '@/lib/schema-form';
import { AccessCode } from './access-code';
import { BreakWeeksFacts, BreakWeeksForm } from './break-weeks-form';
import { ErrorNotice } from './error-notice';
import { SettingsFact, SettingsFacts } from './settings-facts';

/**
 * Cabin information (product sections 2 and 5): name, address, the school-break weeks (decision
 * 056) and access code. Only the owner edits name and address, the owner and admins the weeks;
 * everyone else sees them read-only (with "Only owners can edit cabin" for the name).
 */
export function CabinInfoCard({ cabin }: { cabin: Cabin }) {
  const { t } = useTranslation('settings');
  const mayEdit = can(cabin.role, 'editCabin');
  const mayChooseWeeks = can(cabin.role, 'chooseBreakWeeks');
  return (
    <TitledCard
      title={t('cabin.title')}
      description={t('cabin.description')}
      testId="cabin-info-card"
      contentClassName="flex flex-col gap-6"
    >
      {mayEdit ? (
        // Keyed by the saved values so the form follows changes made elsewhere.
        <CabinForm key={`${cabin.id}:${cabin.name}:${cabin.address ?? ''}`} cabin={cabin} />
      ) : (
        <CabinDetails cabin={cabin} />
      )}
      {mayChooseWeeks ? (
        <BreakWeeksForm key={`${cabin.id}:${cabin.winterBreakWeek}:${cabin.autumnBreakWeek}`} cabin={cabin} />
      ) : (
        <BreakWeeksFacts cabin={cabin} />
      )}
      {cabin.accessCode !== null && <AccessCode code={cabin.accessCode} />}
    </TitledCard>
  );
}

function CabinDetails({ cabin }: { cabin: Cabin }) {
  const { t } = useTranslation('settings');
  const { t: tCabins } = useTranslation('cabins');
  return (
    <div className="flex flex-col gap-4">
      <SettingsFacts>
        <SettingsFact label={tCabins('fields.name')} testId="cabin-name">
          {cabin.name}
        </SettingsFact>
        <SettingsFact label={tCabins('fields.address')} testId="cabin-address">
          {cabin.address ?? <span className="text-slate-500">{t('cabin.noAddress')}</span>}
        </SettingsFact>
      </SettingsFacts>
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

const loadSchema = (): Promise<typeof updateCabinBodySchema> =>
  import('@shared/schemas/cabins').then((module) => module.updateCabinBodySchema);

function CabinForm({ cabin }: { cabin: Cabin }) {
  const { t } = useTranslation('settings');
  const { t: tCabins } = useTranslation('cabins');
  const id = useId();
  // The address suggestion last picked; its place id is sent while the address is still its text.
  const [picked, setPicked] = useState<PlacePrediction | null>(null);
  const update = useUpdateCabin();
  const form = useSchemaForm(loadSchema, {
    defaultValues: { name: cabin.name, address: cabin.address ?? '' },
    messages: {
      name: {
        too_small: tCabins('fields.nameRequired'),
        invalid_type: tCabins('fields.nameRequired'),
        too_big: t('cabin.errors.nameTooLong', { max: CABIN_NAME_MAX }),
      },
      address: { too_big: t('cabin.errors.addressTooLong', { max: ADDRESS_MAX }) },
    },
  });
  const name = form.watch('name') ?? '';
  const address = form.watch('address') ?? '';
  const unchanged = name.trim() === cabin.name && address.trim() === (cabin.address ?? '');
  const errors = form.formState.errors;

  const onValid = async (values: z.output<typeof updateCabinBodySchema>) => {
    if (update.isPending || unchanged) return;
    try {
      const placeId = values.address ? placeIdToSave(values.address, picked) : undefined;
      await update.mutateAsync({
        name: values.name,
        address: values.address ?? null,
        ...(placeId ? { placeId } : {}),
      });
      toastSuccess(t('cabin.updated'));
    } catch (error) {
      form.setError('root', { type: 'server', message: toastFailure(t('cabin.updateFailed'), error) });
    }
  };

  // The address field is the address search's own input: focused by hand when only it is wrong.
  const onInvalid = (found: typeof errors) => {
    if (found.address && !found.name) document.getElementById(`${id}-address`)?.focus();
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      className="flex flex-col gap-4"
      data-testid="cabin-form"
    >
      <TextField
        id={`${id}-name`}
        {...form.register('name', { onChange: () => form.clearErrors('root') })}
        label={tCabins('fields.name')}
        error={errors.name?.message}
        autoComplete="off"
        required
        maxLength={CABIN_NAME_MAX}
      />
      <AddressField
        id={`${id}-address`}
        label={tCabins('fields.address')}
        error={errors.address?.message}
        name="address"
        maxLength={ADDRESS_MAX}
        value={address}
        onChange={(text) => {
          form.setValue('address', text, { shouldValidate: form.formState.isSubmitted });
          form.clearErrors('root');
        }}
        onPick={setPicked}
      />
      {errors.root?.message ? <ErrorNotice>{errors.root.message}</ErrorNotice> : null}
      <div>
        <Button type="submit" disabled={update.isPending || unchanged}>
          {update.isPending ? t('cabin.saving') : t('cabin.save')}
        </Button>
      </div>
    </form>
  );
}
