/** The deals under moderation (/admin/marketplace, issue 18): what is offered, where, how much. */
import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { DealAdmin } from '../../../../shared/schemas/marketplace-admin';
import { useAdminT } from '../../../ui/admin/i18n';
import { ModerationTable } from '../../../ui/admin/moderation-table';

export function DealsModeration({ readOnly }: { readOnly: boolean }) {
  const { t } = useAdminT();
  const columns = useMemo<GridColDef<DealAdmin>[]>(
    () => [
      { field: 'item_name', headerName: t('marketplace.columns.item'), minWidth: 180, flex: 1 },
      { field: 'producer_name', headerName: t('marketplace.columns.producer'), width: 150 },
      { field: 'governorate_name', headerName: t('marketplace.columns.governorate'), width: 130 },
      { field: 'quantity', headerName: t('marketplace.columns.quantity'), width: 120, valueGetter: (_v, row) => `${row.quantity} ${row.unit_name}` },
    ],
    [t],
  );
  return <ModerationTable<DealAdmin> path="marketplace/deals" label={t('marketplace.deals')} columns={columns} readOnly={readOnly} />;
}
