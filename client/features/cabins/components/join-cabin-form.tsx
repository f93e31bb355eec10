import type { JoinCabinResponse } from '@shared/schemas/cabins';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useJoinCabin } from '../api/join-cabin';

/** Long enough for any code typed in groups with spaces or dashes; the server allows 64. */
const ACCESS_CODE_INPUT_MAX = 64;

export type JoinCabinFormProps = {
  /** Called after joining and refreshing the caches (for example to close a dialog). */
  onJoined?: (response: JoinCabinResponse) => void;
  /** Shows a Cancel button when given. */
  onCancel?: () => void;
};

/**
 * Join a cabin with its access code (spec sections 5 and 8): the code is required after
 * trimming. Failure shows the server's message in the user's language when it has a known code,
 * else the message itself, else "Failed to join cabin".
 */
export function JoinCabinForm({ onJoined, onCancel }: JoinCabinFormProps) {
  const { t } = useTranslation('cabins');
  const { t: tc } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const id = useId();
  const [accessCode, setAccessCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const codeInput = useRef<HTMLInputElement>(null);
  const join = useJoinCabin();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (join.isPending) return;
    const trimmed = accessCode.trim();
    if (!trimmed) {
      setCodeError(t('join.accessCodeRequired'));
      codeInput.current?.focus();
      return;
    }
    void submit(trimmed);
  };

  // mutateAsync, not mutate's callbacks: joining makes the cabin current, which can unmount this
  // form (the dashboard's welcome card goes away) before the mutation settles.
  const submit = async (code: string) => {
    let response: JoinCabinResponse;
    try {
      response = await join.mutateAsync({ accessCode: code });
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
    setAccessCode('');
    onJoined?.(response);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="join-cabin-form">
      <TextField
        id={`${id}-code`}
        inputRef={codeInput}
        label={t('fields.accessCode')}
        name="access-code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={ACCESS_CODE_INPUT_MAX}
        className="font-mono tracking-widest uppercase"
        value={accessCode}
        error={codeError}
        required
        onChange={(event) => {
          setAccessCode(event.target.value);
          if (codeError) setCodeError(undefined);
        }}
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
