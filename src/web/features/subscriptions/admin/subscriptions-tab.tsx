/** The subscriptions of /admin/payments: newest first, by status (as of today), day made and owner. */
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { SUBSCRIPTION_STATUSES } from '../../../../shared/constants';
import type { AdminSubscription } from '../../../../shared/schemas/subscriptions-admin';
import { formatMoney, formatShortDate } from '../../../../shared/format';
import { useTranslation } from '../../../i18n/react';
import { useAdminT } from '../../../ui/admin/i18n';
import { Customer } from './customer';
import { NO_FILTERS } from './list-filters';
import { ListGrid } from './list-grid';
import { useAdminList } from './use-admin-list';

export const SUBSCRIPTION_COLORS = { pending: 'default', active: 'success', canceled: 'warning', expired: 'default', refunded: 'error' } as const;

export function SubscriptionsTab({ onOpenPayment, version }: { onOpenPayment: (paymentId: number) => void; version: number }) {
  const { t } = useAdminT();
  const site = useTranslation();
  const lang = site.i18n.language;
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
      valueFormatter: (v: string) => formatMoney(v, lang),
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
    <ListGrid
      id="subscriptions-filter"
      list={list}
      columns={columns}
      statuses={SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: site.t(`subscriptions.statuses.${s}`) }))}
      onRowClick={(row) => row.payment_id && onOpenPayment(row.payment_id)}
    />
  );
}
