/** The orders of /admin/payments: newest first, by status, day made and owner; a row opens the order. */
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { PAYMENT_STATUSES } from '../../../../shared/constants';
import type { AdminPayment } from '../../../../shared/schemas/subscriptions-admin';
import { formatMoney, formatShortDate } from '../../../../shared/format';
import { useTranslation } from '../../../i18n/react';
import { useAdminT } from '../../../ui/admin/i18n';
import { providerLabel } from '../labels';
import { Customer } from './customer';
import { NO_FILTERS } from './list-filters';
import { ListGrid } from './list-grid';
import { useAdminList } from './use-admin-list';

export const PAYMENT_COLORS = { pending: 'default', succeeded: 'success', failed: 'warning', refunded: 'error' } as const;

export function OrdersTab({ onOpen, version }: { onOpen: (id: number) => void; version: number }) {
  const { t } = useAdminT();
  const site = useTranslation();
  const lang = site.i18n.language;
  const list = useAdminList<AdminPayment>('payments', NO_FILTERS, version);
  const columns: GridColDef<AdminPayment>[] = [
    { field: 'invoice', headerName: t('payments.invoice'), width: 210, sortable: false },
    {
      field: 'user',
      headerName: t('payments.customer'),
      flex: 1,
      minWidth: 200,
      sortable: false,
      renderCell: (p) => <Customer name={p.row.user.name} email={p.row.user.email} />,
    },
    {
      field: 'amount',
      headerName: t('payments.amount'),
      width: 120,
      sortable: false,
      valueFormatter: (v: string) => formatMoney(v, lang),
    },
    {
      field: 'status',
      headerName: t('payments.status'),
      width: 120,
      sortable: false,
      renderCell: (p) => <Chip size="small" color={PAYMENT_COLORS[p.row.status]} label={site.t(`subscriptions.payment_statuses.${p.row.status}`)} />,
    },
    { field: 'provider', headerName: t('payments.provider'), width: 150, sortable: false, valueFormatter: (v: string) => providerLabel(v, site.t) },
    { field: 'created_at', headerName: t('payments.made'), width: 140, sortable: false, valueFormatter: (v: string) => formatShortDate(v, lang) },
    { field: 'paid_at', headerName: t('payments.paid'), width: 140, sortable: false, valueFormatter: (v: string | null) => formatShortDate(v, lang) },
  ];
  return (
    <ListGrid
      id="orders-filter"
      list={list}
      columns={columns}
      statuses={PAYMENT_STATUSES.map((s) => ({ value: s, label: site.t(`subscriptions.payment_statuses.${s}`) }))}
      onRowClick={(row) => onOpen(row.id)}
    />
  );
}
