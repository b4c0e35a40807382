/** The subscriptions of /admin/payments: newest first, by status (as of today), day made and owner. */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { SUBSCRIPTION_STATUSES } from '../../../../shared/constants';
import type { AdminSubscription } from '../../../../shared/schemas/subscriptions-admin';
import { formatPrice, formatShortDate } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/react';
import { useDataGridText } from '../../../ui/admin/data-grid';
import { useAdminT } from '../../../ui/admin/i18n';
import { Loaded } from '../../../ui/admin/admin-page';
import { ListFilters, NO_FILTERS } from './list-filters';
import { Customer } from './customer';
import { useAdminList } from './use-admin-list';

export const SUBSCRIPTION_COLORS = { pending: 'default', active: 'success', canceled: 'warning', expired: 'default', refunded: 'error' } as const;

export function SubscriptionsTab({ onOpenPayment, version }: { onOpenPayment: (paymentId: number) => void; version: number }) {
  const { t } = useAdminT();
  const site = useTranslation();
  const lang = site.i18n.language;
  const gridText = useDataGridText();
  const list = useAdminList<AdminSubscription>('payments/subscriptions', NO_FILTERS, version);
  const columns: GridColDef<AdminSubscription>[] = [
    {
      field: 'user',
      headerName: t('payments.customer'),
      flex: 1,
      minWidth: 200,
      renderCell: (p) => <Customer name={p.row.user.name} email={p.row.user.email} />,
      sortable: false,
    },
    { field: 'package_title', headerName: t('payments.package'), flex: 1, minWidth: 160, sortable: false },
    {
      field: 'status',
      headerName: t('payments.status'),
      width: 120,
      sortable: false,
      renderCell: (p) => <Chip size="small" color={SUBSCRIPTION_COLORS[p.row.status]} label={site.t(`subscriptions.statuses.${p.row.status}`)} />,
    },
    {
      field: 'price',
      headerName: t('payments.price'),
      width: 110,
      sortable: false,
      valueFormatter: (v: string) => `${formatPrice(v, lang)} ${t('packages.currency')}`,
    },
    { field: 'start_date', headerName: t('payments.start'), width: 130, sortable: false, valueFormatter: (v: string | null) => formatShortDate(v, lang) },
    { field: 'end_date', headerName: t('payments.end'), width: 130, sortable: false, valueFormatter: (v: string | null) => formatShortDate(v, lang) },
    {
      field: 'invoice',
      headerName: t('payments.invoice'),
      width: 200,
      sortable: false,
      valueGetter: (v: string | null, r) => v ?? (r.is_trial ? site.t('subscriptions.trial') : '—'),
    },
  ];
  return (
    <Stack spacing={2}>
      <ListFilters
        id="subscriptions-filter"
        values={list.filters}
        onChange={list.setFilters}
        statuses={SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: site.t(`subscriptions.statuses.${s}`) }))}
      />
      {list.state.kind === 'failed' ? (
        <Loaded state={list.state} reload={() => void list.reload()}>
          {() => null}
        </Loaded>
      ) : (
        <Box sx={{ height: 600, width: '100%' }}>
          <DataGrid
            rows={list.data?.items ?? []}
            columns={columns}
            rowCount={list.data?.total ?? 0}
            loading={list.state.kind === 'loading'}
            paginationMode="server"
            paginationModel={list.pageModel}
            onPaginationModelChange={list.setPageModel}
            pageSizeOptions={[25, 50, 100]}
            onRowClick={(p) => p.row.payment_id && onOpenPayment(p.row.payment_id)}
            disableColumnFilter
            disableRowSelectionOnClick
            localeText={gridText}
          />
        </Box>
      )}
    </Stack>
  );
}
