import { useMutation } from '@tanstack/react-query';
import { apiErrorOf } from '@/lib/api-client';
import { currentLanguage } from '@/lib/language';

const FALLBACK_NAME = 'hytta-data.json';

/** The file name from `Content-Disposition: attachment; filename="..."`, or a plain default. */
export function fileNameFrom(disposition: string | null): string {
  const match = disposition?.match(/filename="([^"]+)"/);
  return match?.[1] ?? FALLBACK_NAME;
}

/** GET /api/user/export: everything Hytta keeps about the user, as a JSON file and its name. */
export async function exportAccount(): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetch('/api/user/export', {
    credentials: 'include',
    headers: { Accept: 'application/json', 'Accept-Language': currentLanguage() },
  });
  if (!response.ok) throw await apiErrorOf(response);
  return { blob: await response.blob(), fileName: fileNameFrom(response.headers.get('content-disposition')) };
}

/** Hands a file to the browser's downloads, as a link with `download` would. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads the export: fetched first, so a failure can be told in place of a broken file. */
export function useExportAccount() {
  return useMutation({
    mutationFn: exportAccount,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
}
