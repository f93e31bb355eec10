import { Copy } from 'lucide-react';
import { useId } from 'react';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { copyText } from '@/lib/copy-text';

type CopyableUrlTexts = { label: string; copy: string; copied: string; copyFailed: string };

/**
 * A URL to paste elsewhere by hand (a calendar feed, a guest link): read-only, selected whole on
 * focus, with Copy. One place for it, so every such URL copies and reports the same way.
 */
export function CopyableUrl({
  url,
  texts,
  testId,
}: {
  url: string;
  texts: CopyableUrlTexts;
  testId: string;
}) {
  const inputId = useId();
  const copy = async () => {
    try {
      await copyText(url);
      toastSuccess(texts.copied);
    } catch (error) {
      toastFailure(texts.copyFailed, error);
    }
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
        {texts.label}
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 font-mono text-xs"
          data-testid={`${testId}-url`}
        />
        <Button variant="outline" onClick={() => void copy()} data-testid={`${testId}-copy`}>
          <Copy aria-hidden="true" />
          {texts.copy}
        </Button>
      </div>
    </div>
  );
}
