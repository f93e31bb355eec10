import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetToasts } from '@/components/toast/toast-store';
import { initI18n } from '@/lib/i18n';

initI18n('en');

afterEach(() => {
  cleanup();
  resetToasts();
  window.localStorage.clear();
});
