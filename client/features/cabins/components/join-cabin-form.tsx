import type { JoinCabinResponse, joinCabinBodySchema } from '@shared/schemas/cabins';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '@/components/text-field';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useSchemaForm } from '@/lib/schema-form';
import { useJoinCabin } from '../api/join-cabin';

/** Long enough for any code typed in groups with spaces or dashes; the server allows 64. */
const ACCESS_CODE_INPUT_MAX = 64;

const loadSchema = (): Promise<typeof joinCabinBodySchema> =>
  import('@shared/schemas/cabins').then((module) => module.joinCabinBodySchema);

export type JoinCabinFormProps = {
  /** Called after joining and refreshing the caches (for example to close a dialog). */
  onJoined?: (response: JoinCabinResponse) => void;
  /** Shows a Cancel button when given. */
  onCancel?: () => void;
};

/**
 * Join a cabin with its access code (product sections 5 and 8): the code is required after
 * trimming. Failure shows the server's message in the user's language when it has a known code,
 * else the message itself, else "Failed to join cabin".
 */
export function JoinCabinForm({ onJoined, onCancel }: JoinCabinFormProps) {
  const { t } = useTranslation('cabins');
  const { t: tc } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const id = useId();
  const join = useJoinCabin();
  const form = useSchemaForm(loadSchema, {
    defaultValues: { accessCode: '' },
    messages: {
      accessCode: { too_small: t('join.accessCodeRequired'), invalid_type: t('join.accessCodeRequired') },
    },
  });

  // mutateAsync, not mutate's callbacks: joining makes the cabin current, which can unmount this
  // form (the dashboard's welcome card goes away) before the mutation settles.
  const submit = async ({ accessCode }: z.output<typeof joinCabinBodySchema>) => {
    if (join.isPending) return;
    let response: JoinCabinResponse;
    try {
      response = await join.mutateAsync({ accessCode });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: tc('toast.error'),
        description: errorMessage(error, t('join.failed')),
      });
      return;
    }
    toast({
      variant: 'success',
      title: t('join.success'),
      description: t('join.successDescription', { name: response.cabin.name }),
    });
    form.reset({ accessCode: '' });
    onJoined?.(response);
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      className="flex flex-col gap-4"
      data-testid="join-cabin-form"
    >
      <TextField
        id={`${id}-code`}
        {...form.register('accessCode')}
        label={t('fields.accessCode')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={ACCESS_CODE_INPUT_MAX}
        className="font-mono tracking-widest uppercase"
        error={form.formState.errors.accessCode?.message}
        required
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={join.isPending}>
            {tc('actions.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={join.isPending}>
          {join.isPending ? t('join.submitting') : t('join.submit')}
        </Button>
      </div>
    </form>
  );
}
