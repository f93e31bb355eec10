import { PASSWORD_MAX, PASSWORD_MIN } from '@shared/constants';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCurrentUser } from '@/features/auth';
import { ChangePasswordError, useChangePassword } from '../api/change-password';
import { ErrorNotice } from './error-notice';

type Field = 'current' | 'new' | 'confirm';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field | 'form', string>>;

const EMPTY: Values = { current: '', new: '', confirm: '' };
const AUTOCOMPLETE: Record<Field, string> = {
  current: 'current-password',
  new: 'new-password',
  confirm: 'new-password',
};

/** Password change: current, new (at least PASSWORD_MIN characters) and a matching confirmation. */
export function PasswordCard() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const user = useCurrentUser();
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const change = useChangePassword();

  const validate = (): Errors => {
    const found: Errors = {};
    if (!values.current) found.current = t('password.errors.currentRequired');
    if (values.new.length < PASSWORD_MIN) found.new = t('password.errors.tooShort', { min: PASSWORD_MIN });
    else if (values.new.length > PASSWORD_MAX)
      found.new = t('password.errors.tooLong', { max: PASSWORD_MAX });
    if (values.confirm !== values.new) found.confirm = t('password.errors.mismatch');
    return found;
  };

  const focusFirst = (found: Errors) => {
    const first = (['current', 'new', 'confirm'] as const).find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    change.mutate(
      { currentPassword: values.current, newPassword: values.new },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setErrors({});
          toast({
            variant: 'success',
            title: t('password.success'),
            description: t('password.successDescription'),
          });
        },
        onError: (error) => {
          const next = errorsFor(error);
          setErrors(next);
          focusFirst(next);
          if (next.form) toast({ variant: 'destructive', title: tc('toast.error'), description: next.form });
        },
      },
    );
  };

  const errorsFor = (error: Error): Errors => {
    if (!(error instanceof ChangePasswordError)) return { form: tc('errors.network') };
    switch (error.code) {
      case 'INVALID_PASSWORD':
        return { current: t('password.errors.incorrectCurrent') };
      case 'PASSWORD_TOO_SHORT':
        return { new: t('password.errors.tooShort', { min: PASSWORD_MIN }) };
      case 'PASSWORD_TOO_LONG':
        return { new: t('password.errors.tooLong', { max: PASSWORD_MAX }) };
      default:
        // Spec section 8: the server's message, else our own text.
        return { form: error.message || t('password.errors.failed') };
    }
  };

  const field = (name: Field, label: string, hint?: string) => (
    <TextField
      id={`${id}-${name}`}
      inputRef={(element) => {
        inputs.current[name] = element;
      }}
      label={label}
      hint={hint}
      error={errors[name]}
      name={name === 'current' ? 'current-password' : `${name}-password`}
      type="password"
      autoComplete={AUTOCOMPLETE[name]}
      value={values[name]}
      onChange={(event) => {
        const value = event.target.value;
        setValues((previous) => ({ ...previous, [name]: value }));
        if (errors[name]) setErrors((previous) => ({ ...previous, [name]: undefined }));
      }}
    />
  );

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{t('password.title')}</CardTitle>
        <CardDescription>{t('password.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="password-form">
          {/* Lets password managers tie the new password to the account. */}
          <input type="text" name="username" autoComplete="username" value={user.username} readOnly hidden />
          {field('current', t('password.current'))}
          {field('new', t('password.new'), t('password.hint', { min: PASSWORD_MIN }))}
          {field('confirm', t('password.confirm'))}
          {errors.form ? <ErrorNotice>{errors.form}</ErrorNotice> : null}
          <div>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? t('password.submitting') : t('password.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
