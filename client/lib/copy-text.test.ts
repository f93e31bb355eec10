import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

/** Stands in for the browser's old copy command: records the selected text of the focused field. */
function stubExecCommand(works: boolean) {
  const copied: string[] = [];
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: vi.fn((command: string) => {
      const field = document.activeElement;
      if (!works || command !== 'copy' || !(field instanceof HTMLTextAreaElement)) return false;
      copied.push(field.value.slice(field.selectionStart, field.selectionEnd));
      return true;
    }),
  });
  return copied;
}

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand');
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('copyText', () => {
  it('uses the Clipboard API where there is one', async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    const copied = stubExecCommand(true);
    await copyText('K7M2P9QX');
    expect(writeText).toHaveBeenCalledWith('K7M2P9QX');
    expect(copied).toEqual([]);
  });

  it('falls back to selecting and copying when the Clipboard API refuses or is missing', async () => {
    stubClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
    const copied = stubExecCommand(true);
    await copyText('K7M2P9QX');
    stubClipboard(undefined);
    await copyText('ABCD2345');
    expect(copied).toEqual(['K7M2P9QX', 'ABCD2345']);
    // The hidden field does not stay behind.
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('rejects when neither way can copy, and gives the focus back', async () => {
    stubClipboard(undefined);
    stubExecCommand(false);
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    await expect(copyText('K7M2P9QX')).rejects.toThrow('Copy unavailable');
    expect(document.activeElement).toBe(button);
    button.remove();
  });
});
