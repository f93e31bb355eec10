import type { Language } from '@shared/constants';
import { formatOre } from '@shared/money';
import type { CostSettings } from '@shared/schemas/costs';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useLanguage } from '@/lib/language';
import { useSchemaForm } from '@/lib/schema-form';
import { useCostSettings } from '../api/get-cost-settings';
import { useUpdateCostSettings } from '../api/update-cost-settings';

/**
 * The owner's and admins' cost settings: the fee per adult and per child night, charged to the
 * booker when a stay ends, and how much a child's night counts in a nights split.
 */
export function CostSettingsCard() {
  const { t } = useTranslation('costs');
  const language = useLanguage();
  const settings = useCostSettings();
  return (
    <Card data-testid="cost-settings-card" aria-labelledby="cost-settings-title">
      <CardHeader>
        <CardTitle id="cost-settings-title">{t('settings.title')}</CardTitle>
        <CardDescription>{t('settings.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.data ? (
          // Keyed by the saved values and language, so the fields start from what the server has.
          <SettingsForm
            key={`${language}-${JSON.stringify(settings.data)}`}
            settings={settings.data}
            language={language}
          />
        ) : (
          <p role={settings.isError ? 'alert' : 'status'} className="text-sm text-slate-600">
            {settings.isError ? t('settings.loadFailed') : t('loading')}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function SettingsForm({ settings, language }: { settings: CostSettings; language: Language }) {
  const { t } = useTranslation('costs');
  const id = useId();
  const languageRef = useRef(language);
  languageRef.current = language;
  const save = useUpdateCostSettings();
  const form = useSchemaForm(
    () =>
      Promise.all([import('@shared/schemas/costs'), import('../lib/small-form-schemas')]).then(
        ([shared, local]) => local.settingsFormSchema(shared.costSettingsSchema, () => languageRef.current),
      ),
    {
      defaultValues: {
        feePerAdultNight: formatOre(settings.feePerAdultNightOre, language),
        feePerChildNight: formatOre(settings.feePerChildNightOre, language),
        childNightPercent: String(settings.childNightPercent),
      },
      messages: {},
    },
  );
  const errors = form.formState.errors;
  const problem = (key: string | undefined) =>
    key ? t(`validation.${key}`, { defaultValue: key }) : undefined;
  const submit = async (body: CostSettings) => {
    try {
      await save.mutateAsync(body);
    } catch (error) {
      toastFailure(t('errors.settingsFailed'), error);
      return;
    }
    toastSuccess(t('toasts.settingsSaved'));
  };
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((body) => void submit(body))}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          id={`${id}-adult`}
          label={t('settings.adultFee')}
          {...form.register('feePerAdultNight')}
          inputMode="decimal"
          autoComplete="off"
          disabled={save.isPending}
          error={problem(errors.feePerAdultNight?.message)}
        />
        <TextField
          id={`${id}-child`}
          label={t('settings.childFee')}
          {...form.register('feePerChildNight')}
          inputMode="decimal"
          autoComplete="off"
          disabled={save.isPending}
          error={problem(errors.feePerChildNight?.message)}
        />
        <TextField
          id={`${id}-percent`}
          label={t('settings.childPercent')}
          hint={t('settings.childPercentHint')}
          {...form.register('childNightPercent')}
          inputMode="numeric"
          autoComplete="off"
          disabled={save.isPending}
          error={problem(errors.childNightPercent?.message)}
        />
      </div>
      <Button
        type="submit"
        className="self-start max-md:w-full"
        disabled={save.isPending}
        data-testid="cost-settings-submit"
      >
        {save.isPending ? t('dialog.saving') : t('settings.save')}
      </Button>
    </form>
  );
}
