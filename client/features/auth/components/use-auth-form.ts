import { type FormEvent, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { type FieldIssues, type ValidationIssue, validateAll } from './validation';

type Validators<Values> = { [K in keyof Values]: (value: string) => ValidationIssue | undefined };

/** An error for the whole form; `attempt` re-mounts the alert so a repeated message is announced again. */
export type FormError = { message: string; attempt: number };

/**
 * Form state shared by the sign-in and sign-up forms: values (never cleared on error), field
 * problems checked on submit and re-checked while the user fixes them, a form-level error and a
 * submitting flag. `submit` runs only when every field is valid; otherwise the first invalid
 * field gets focus.
 */
export function useAuthForm<Values extends Record<string, string>>(
  initial: Values,
  validators: Validators<Values>,
) {
  const { t } = useTranslation('auth');
  const idBase = useId();
  const [values, setValues] = useState(initial);
  const [issues, setIssues] = useState<FieldIssues<Values>>({});
  const [formError, setFormError] = useState<FormError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // After the first submit attempt every change is re-checked, so fixes and new slips both show.
  const [attempted, setAttempted] = useState(false);

  const fieldId = (field: keyof Values) => `${idBase}-${String(field)}`;

  const setField = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (attempted) setIssues((current) => ({ ...current, [field]: validators[field](value) }));
  };

  const errorOf = (field: keyof Values): string | undefined => {
    const issue = issues[field];
    return issue ? t(`validation.${issue.key}`, issue.values ?? {}) : undefined;
  };

  const fail = (message: string) => {
    setFormError((current) => ({ message, attempt: (current?.attempt ?? 0) + 1 }));
    setSubmitting(false);
  };

  const handleSubmit = (submit: (values: Values) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    const found = validateAll(values, validators);
    const invalid = (Object.keys(validators) as (keyof Values)[]).filter((field) => found[field]);
    if (invalid.length > 0) {
      flushSync(() => {
        setIssues(found);
        setFormError(null);
      });
      document.getElementById(fieldId(invalid[0] as keyof Values))?.focus();
      return;
    }
    setIssues({});
    setFormError(null);
    setSubmitting(true);
    try {
      await submit(values);
    } catch {
      fail(t('errors.network'));
    }
  };

  return { values, setField, errorOf, fieldId, formError, fail, submitting, setSubmitting, handleSubmit };
}
