import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

// One way to write a form (issue #17): React Hook Form with the zod resolver, fed the same shared
// schema the server's route declares for the call. The schema's own messages are the server's
// English; a form names, per field, the localized text for each kind of problem (zod's issue
// code: `too_small`, `too_big`, `invalid_format`, ...), with `default` for any other.

/** The localized text per kind of problem, or one text for every problem of the field. */
export type FieldMessages = string | Partial<Record<string, string>>;

export type SchemaFormOptions<Values extends FieldValues> = Pick<
  UseFormProps<Values>,
  'defaultValues' | 'mode'
> & {
  /** By field name; a field without an entry keeps the schema's own message. */
  messages: Partial<Record<string, FieldMessages>>;
};

/** The localized message for one problem of one field. */
export function localizedMessage(
  messages: Partial<Record<string, FieldMessages>>,
  field: string,
  kind: string | undefined,
  fallback: string | undefined,
): string | undefined {
  const entry = messages[field];
  if (typeof entry === 'string') return entry;
  return entry?.[kind ?? ''] ?? entry?.default ?? fallback;
}

function localizeErrors<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  messages: Partial<Record<string, FieldMessages>>,
): FieldErrors<Values> {
  const localized: Record<string, unknown> = {};
  for (const [field, error] of Object.entries(errors)) {
    if (!error || typeof error !== 'object') continue;
    const { type, message } = error as { type?: string; message?: string };
    localized[field] = {
      ...error,
      message: localizedMessage(messages, field, type, message),
    };
  }
  return localized as FieldErrors<Values>;
}

/**
 * `useForm` with the shared schema's resolver and localized messages. Values are checked on
 * submit, then again on each change of a field that has a problem (React Hook Form's default
 * `reValidateMode`), and the handler gets the schema's parsed output (trimmed, defaulted).
 *
 * The schema comes from `load` (a dynamic import of its shared module): Zod is a chunk of its
 * own that the signed-in app's first screen does not wait for. It starts loading when the form
 * is shown, so it is there by the time anyone submits.
 */
export function useSchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  load: () => Promise<Schema>,
  { messages, ...options }: SchemaFormOptions<z.input<Schema>>,
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  // The texts change with the language; the resolver is made once and reads the latest.
  const latest = useRef(messages);
  latest.current = messages;
  type Input = z.input<Schema>;
  type Output = z.output<Schema>;
  const resolver = useRef<Resolver<Input, unknown, Output> | null>(null);
  const loaded = useRef<Promise<Resolver<Input, unknown, Output>> | null>(null);
  const parser = () => {
    loaded.current ??= load().then(
      (schema) => zodResolver(schema) as unknown as Resolver<Input, unknown, Output>,
    );
    return loaded.current;
  };
  useEffect(() => {
    // Warm, not needed yet: a failed download is met again (and reported) on submit.
    parser().catch(() => undefined);
  });
  if (!resolver.current) {
    resolver.current = async (values, context, resolverOptions) => {
      const parse = await parser();
      const result = await parse(values, context, resolverOptions);
      if (Object.keys(result.errors).length === 0) return result;
      return { values: {}, errors: localizeErrors<Input>(result.errors, latest.current) };
    };
  }
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({ ...options, resolver: resolver.current });
}
