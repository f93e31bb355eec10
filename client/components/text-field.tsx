import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

type FieldProps = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
};

/** What the control inside a LabelledField takes to be tied to the label, hint and error. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/**
 * A label over a control (rendered by `children`), then the hint and the error, both tied to the
 * control with aria-describedby. TextField and TextareaField are this with an input or a textarea.
 * An `action` (a one-field form's submit button) sits beside the control, below it on a phone.
 */
export function LabelledField({
  id,
  label,
  hint,
  error,
  action,
  children,
}: FieldProps & { action?: ReactNode; children: (control: FieldControlProps) => ReactNode }) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {action ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
          {action}
        </div>
      ) : (
        children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })
      )}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & FieldProps;

/**
 * A labelled input whose hint and error are tied to it with aria-describedby. Its `ref` is the
 * input's, so a React Hook Form field is `{...form.register(name)}`.
 */
export function TextField({ id, label, hint, error, ...inputProps }: TextFieldProps) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      {(control) => <Input {...control} {...inputProps} />}
    </LabelledField>
  );
}

type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & FieldProps;

/** A labelled multi-line input; like TextField, its hint and error are tied to it. */
export function TextareaField({ id, label, hint, error, ...textareaProps }: TextareaFieldProps) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      {(control) => <Textarea {...control} {...textareaProps} />}
    </LabelledField>
  );
}
