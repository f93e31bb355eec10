export type AuthMode = 'sign-in' | 'sign-up';

/**
 * Product section 2: `mode=sign-in|sign-up` (sign-in by default); the landing page's
 * `tab=login|register` spelling is read too. A valid `mode` wins over `tab`.
 */
export function parseAuthMode(search: string): AuthMode {
  const params = new URLSearchParams(search);
  const mode = params.get('mode');
  if (mode === 'sign-in' || mode === 'sign-up') return mode;
  const tab = params.get('tab');
  if (tab === 'register') return 'sign-up';
  return 'sign-in';
}

export function isAuthMode(value: string): value is AuthMode {
  return value === 'sign-in' || value === 'sign-up';
}

export function authPath(mode: AuthMode): string {
  return `/auth?mode=${mode}`;
}
