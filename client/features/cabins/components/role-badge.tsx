import type { Role } from '@shared/schemas/auth';
import { Crown, type LucideIcon, Shield } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** How each role's badge looks: the owner's with a crown, an admin's with a shield, a member's outlined. */
const LOOKS: Record<Role, { variant: 'default' | 'secondary' | 'outline'; Icon: LucideIcon | null }> = {
  owner: { variant: 'default', Icon: Crown },
  admin: { variant: 'secondary', Icon: Shield },
  member: { variant: 'outline', Icon: null },
};

/** Owner / Admin / Member (Eier / Administrator / Medlem). */
export function RoleBadge({ value: role }: { value: Role }) {
  const { t } = useTranslation('cabins');
  const { variant, Icon } = LOOKS[role];
  return (
    <Badge variant={variant} data-testid="role-badge" data-role={role}>
      {Icon ? <Icon aria-hidden="true" /> : null}
      {t(`roles.${role}`)}
    </Badge>
  );
}
