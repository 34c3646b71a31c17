import { STAFF_ROLES, type StaffRole } from '@jl/core/contracts/admin.ts';
import { t } from '../../../lib/i18n.ts';

export const roleLabel = (role: StaffRole) => t(`backoffice.shell.roles.${role}`);

/** The five roles, each in the staff's words. */
export function RoleOptions() {
  return (
    <>
      {STAFF_ROLES.map((r) => (
        <option key={r} value={r}>
          {roleLabel(r)}
        </option>
      ))}
    </>
  );
}
