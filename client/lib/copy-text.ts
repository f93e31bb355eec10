/**
 * Puts `text` on the clipboard. The Clipboard API needs a secure page (https or localhost) and a
 * recent browser; where it is missing or refuses, the text is selected in a hidden field and
 * copied the old way (`execCommand('copy')`), which still works in those places. Rejects when
 * neither could copy, so the caller can tell the user to copy by hand.
 */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator.clipboard?.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Refused (no permission, page not focused): try the fallback below.
    }
  }
  if (!copyWithSelection(text)) throw new Error('Copy unavailable');
}

function copyWithSelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  // Off screen, and big enough to be selectable; readonly keeps a phone's keyboard closed.
  field.style.position = 'fixed';
  field.style.top = '-1000px';
  field.style.opacity = '0';
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  document.body.append(field);
  // Some browsers copy only from the focused field.
  field.focus({ preventScroll: true });
  field.select();
  field.setSelectionRange(0, text.length);
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
    focused?.focus();
  }
}
