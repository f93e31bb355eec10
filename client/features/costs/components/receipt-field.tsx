import { PHOTO_UPLOAD_TYPES } from '@shared/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type ReceiptFieldProps = {
  /** Whether the expense has a receipt already. */
  hasReceipt: boolean;
  file: File | null;
  onFile: (file: File | null) => void;
  /** Remove the receipt it has (when no new file is chosen). */
  remove: boolean;
  onRemove: (remove: boolean) => void;
  disabled: boolean;
};

/** An optional photo of the receipt: a new one replaces the old; the old can be removed. */
export function ReceiptField({ hasReceipt, file, onFile, remove, onRemove, disabled }: ReceiptFieldProps) {
  const { t } = useTranslation('costs');
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-file`} className="text-sm font-medium text-slate-800">
        {hasReceipt ? t('receipt.replace') : t('receipt.add')}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept={PHOTO_UPLOAD_TYPES.join(',')}
        disabled={disabled}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        className="text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
        data-testid="receipt-input"
      />
      {hasReceipt && !file ? (
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={remove}
            disabled={disabled}
            onChange={(event) => onRemove(event.target.checked)}
          />
          {t('receipt.remove')}
        </label>
      ) : null}
    </div>
  );
}
