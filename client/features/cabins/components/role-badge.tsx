import type { Role } from '@shared/schemas/auth';
import { Crown, Shield } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** Owner / Admin / Member (Eier / Administrator / Medlem). */
export function RoleBadge({ value: role }: { value: Role }) {
  const { t } = useTranslation('cabins');
  return (
    <Badge
      variant={role === 'owner' ? 'default' : role === 'admin' ? 'secondary' : 'outline'}
      data-testid="role-badge"
      data-role={role}
    >
      {role === 'owner' ? <Crown aria-hidden="true" /> : null}
      {role === 'admin' ? <Shield aria-hidden="true" /> : null}
      {t(`roles.${role}`)}
    </Badge>
  );
}
