/** The jobs under moderation (/admin/marketplace, issue 18): the title, its contact and how many applied. */
import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { JobAdmin } from '../../../../shared/schemas/marketplace-admin';
import { useAdminT } from '../../../ui/admin/i18n';
import { ModerationTable } from '../../../ui/admin/moderation-table';
import { formatShortDate } from '../../../../shared/format';

export function JobsModeration({ readOnly }: { readOnly: boolean }) {
  const { t, i18n } = useAdminT();
  const columns = useMemo<GridColDef<JobAdmin>[]>(
    () => [
      { field: 'title', headerName: t('marketplace.columns.title'), minWidth: 200, flex: 1 },
      {
        field: 'attendance_date',
        headerName: t('marketplace.columns.attendance'),
        width: 120,
        valueFormatter: (v: string | null) => formatShortDate(v, i18n.language),
      },
      { field: 'applications', headerName: t('marketplace.columns.applications'), width: 110, type: 'number' },
    ],
    [t, i18n.language],
  );
  return <ModerationTable<JobAdmin> path="marketplace/jobs" label={t('marketplace.jobs')} columns={columns} readOnly={readOnly} />;
}
