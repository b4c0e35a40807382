/**
 * /admin/tenders (issue 31 item 7, area `tenders`): the tenders board's rows in the admin kit's
 * generic entity table — search, show/hide, the edit dialog with both languages, the governorate
 * and the materials (the directories' lists), the deadline and the publication time.
 */
import { useMemo } from 'react';
import { TENDER_KINDS, TENDER_STATUSES } from '../../../../shared/tenders';
import { DIRECTORY_ENTITIES } from '../../../../shared/schemas/directories-admin';
import { AdminPage } from '../../../ui/admin/admin-page';
import { directoryTexts } from '../../../ui/admin/directory-fields';
import { nameOf, type AdminT, type EntityConfig, type EntityTexts } from '../../../ui/admin/entity-fields';
import { EntityTable } from '../../../ui/admin/entity-table';
import { useAdminT } from '../../../ui/admin/i18n';
import { useCanWrite } from '../../../ui/admin/me';

export const tenderEntity = (t: AdminT): EntityConfig => {
  const f = (name: 'title_ar' | 'title_en' | 'buyer_ar' | 'buyer_en' | 'unit_ar' | 'unit_en' | 'description_ar' | 'description_en') =>
    t(`tenders.fields.${name}`);
  return {
    path: 'tenders',
    title: t('tenders.entity'),
    activatable: true,
    // The dialog's title names a tender by its title; the same function labels the governorates' and products' options.
    label: (row, lang) =>
      'title_en' in row ? String((lang === 'ar' ? row.title_ar || row.title_en : row.title_en || row.title_ar) ?? `#${row.id}`) : nameOf(row, lang),
    fields: [
      { kind: 'text', name: 'title_ar', label: f('title_ar'), required: true, dir: 'rtl', column: { flex: 2 } },
      { kind: 'text', name: 'title_en', label: f('title_en'), required: true, dir: 'ltr' },
      { kind: 'text', name: 'buyer_ar', label: f('buyer_ar'), required: true, dir: 'rtl', column: { flex: 1 } },
      { kind: 'text', name: 'buyer_en', label: f('buyer_en'), required: true, dir: 'ltr' },
      {
        kind: 'choice',
        name: 'kind',
        label: t('tenders.fields.kind'),
        required: true,
        options: TENDER_KINDS.map((k) => ({ value: k, label: t(`tenders.kinds.${k}`) })),
        column: { width: 100 },
      },
      {
        kind: 'choice',
        name: 'status',
        label: t('tenders.fields.status'),
        required: true,
        helper: t('tenders.help.status'),
        options: TENDER_STATUSES.map((s) => ({ value: s, label: t(`tenders.statuses.${s}`) })),
        column: { width: 110 },
      },
      {
        kind: 'ref',
        name: 'governorate_id',
        label: t('tenders.fields.governorate'),
        required: true,
        path: DIRECTORY_ENTITIES.governorates,
        listFilter: true,
        column: { width: 130 },
      },
      { kind: 'refs', name: 'product_ids', label: t('tenders.fields.materials'), required: true, path: DIRECTORY_ENTITIES.products },
      { kind: 'number', name: 'quantity', label: t('tenders.fields.quantity'), required: true },
      { kind: 'text', name: 'unit_ar', label: f('unit_ar'), required: true, dir: 'rtl' },
      { kind: 'text', name: 'unit_en', label: f('unit_en'), required: true, dir: 'ltr' },
      { kind: 'date', name: 'deadline', label: t('tenders.fields.deadline'), required: true, column: { width: 120 } },
      { kind: 'text', name: 'documents_url', label: t('tenders.fields.documents_url'), required: true, dir: 'ltr', helper: t('tenders.help.documents_url') },
      { kind: 'date', name: 'published_at', input: 'datetime-local', label: t('tenders.fields.published_at'), helper: t('tenders.help.published_at') },
      { kind: 'text', name: 'description_ar', label: f('description_ar'), dir: 'rtl', multiline: true },
      { kind: 'text', name: 'description_en', label: f('description_en'), dir: 'ltr', multiline: true },
    ],
  };
};

export function TendersScreen() {
  const { t } = useAdminT();
  const canWrite = useCanWrite('tenders');
  const config = useMemo(() => tenderEntity(t), [t]);
  const texts = useMemo<EntityTexts>(() => ({ ...directoryTexts(t), search: t('tenders.search'), deleteBody: t('tenders.delete_body') }), [t]);
  return (
    <AdminPage title={t('tenders.title')}>
      <EntityTable config={config} texts={texts} readOnly={!canWrite} />
    </AdminPage>
  );
}
