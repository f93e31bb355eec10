import { useTranslation } from 'react-i18next';
import { DialogHeading } from '@/components/dialog-shell';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import type { WidgetConfig } from '../lib/widget-layout';

type CustomizeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  layout: readonly WidgetConfig[];
  onToggle: (id: string, enabled: boolean) => void;
  onReset: () => void;
};

/**
 * Every widget with a switch to show or hide it (the way back for a hidden one), in layout order
 * so a row never jumps while it is toggled; changes apply at once.
 */
export function CustomizeDialog({ open, onOpenChange, layout, onToggle, onReset }: CustomizeDialogProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="customize-dialog">
        <DialogHeading title={t('customize.title')} description={t('customize.description')} />
        <ul className="flex flex-col divide-y divide-slate-100">
          {layout.map((widget) => {
            const switchId = `widget-switch-${widget.id}`;
            return (
              <li key={widget.id} className="flex items-center gap-4 py-3">
                <label htmlFor={switchId} className="flex min-w-0 flex-1 cursor-pointer flex-col">
                  <span id={`${switchId}-title`} className="font-medium text-slate-900">
                    {t(`widgets.${widget.type}.title`)}
                  </span>
                  <span id={`${switchId}-description`} className="text-sm text-slate-600">
                    {t(`widgets.${widget.type}.description`)}
                  </span>
                </label>
                <Switch
                  id={switchId}
                  aria-labelledby={`${switchId}-title`}
                  aria-describedby={`${switchId}-description`}
                  checked={widget.enabled}
                  onCheckedChange={(enabled) => onToggle(widget.id, enabled)}
                  data-testid={`toggle-${widget.type}`}
                />
              </li>
            );
          })}
        </ul>
        <DialogFooter>
          <Button variant="outline" onClick={onReset} data-testid="reset-layout">
            {t('customize.reset')}
          </Button>
          <DialogClose asChild>
            <Button>{t('customize.done')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
