// Failed queries carry the values they were given (e-mail addresses, names, notes) in their text:
// Drizzle writes `Failed query: <sql>\nparams: <values>` into the message and so into the stack,
// and PostgreSQL's own error names the offending value in its detail. None of that is logged
// (issue #13); the SQL, the SQLSTATE and the place in the code are enough to find a fault.

const PARAMS_IN_MESSAGE = /\nparams: [\s\S]*$/;
const PARAMS_IN_STACK = /\nparams: [\s\S]*?(?=\n\s+at |$)/;

/** The text with any `params: ...` part of a failed query replaced. */
export function withoutQueryParams(text: string): string {
  return text
    .replace(PARAMS_IN_STACK, '\nparams: [redacted]')
    .replace(PARAMS_IN_MESSAGE, '\nparams: [redacted]');
}

type LoggedError = { type: string; message: string; stack: string; code?: string; cause?: LoggedError };

/** An error as the log shows it: name, message, stack and code, with query values left out. */
export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: withoutQueryParams(String(error)), stack: '' };
  }
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: withoutQueryParams(error.message),
    stack: withoutQueryParams(error.stack ?? ''),
    ...(typeof code === 'string' ? { code } : {}),
    // The cause's message is PostgreSQL's own (its detail, which names values, is left out).
    ...(error.cause !== undefined && depth < 3 ? { cause: loggableError(error.cause, depth + 1) } : {}),
  };
}
