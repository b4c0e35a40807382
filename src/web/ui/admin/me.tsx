/** The signed-in staff member (GET admin/me, loaded by the /admin layout), for the back office's screens. */
import { createContext, useContext } from 'react';
import type { AdminArea } from '../../../shared/admin';
import type { AdminMe } from '../../../shared/schemas/admin';

export const AdminMeContext = createContext<AdminMe | null>(null);

export function useAdminMe(): AdminMe {
  const me = useContext(AdminMeContext);
  if (!me) throw new Error('useAdminMe outside the /admin layout');
  return me;
}

/** Whether the staff member may change `area` (the role matrix, src/shared/admin.ts): read-only screens hide their buttons. */
export const useCanWrite = (area: AdminArea): boolean => useAdminMe().writable.includes(area);
