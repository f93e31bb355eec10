import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { IconTooltip } from '@/components/ui/tooltip';

type IconButtonProps = Omit<ButtonProps, 'aria-label' | 'size' | 'asChild' | 'children'> & {
  /** What the button does: its accessible name, and the tooltip that shows what the icon means. */
  label: string;
  icon: LucideIcon;
};

/** A button that shows only an icon (ghost unless told otherwise), named by `label`. */
export function IconButton({ label, icon: Icon, variant = 'ghost', ...buttonProps }: IconButtonProps) {
  return (
    <IconTooltip label={label}>
      <Button variant={variant} size="icon" aria-label={label} {...buttonProps}>
        <Icon aria-hidden="true" />
      </Button>
    </IconTooltip>
  );
}
