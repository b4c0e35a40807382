/**
 * /admin/directories (issue 18): the reference data the site's menus, filters and directories
 * are made of — a tab per table (`?table=items`), each the generic entity table (ui/admin) over
 * the description its domain's feature gives.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { adminPage } from '../../../shared/page-kind';
import type { DirectoryEntity } from '../../../shared/schemas/directories-admin';
import { countryEntity, governorateEntity } from '../../features/geography/admin/entities';
import { partnerEntity, profileTypeEntity } from '../../features/partners/admin/entities';
import { itemEntity, unitEntity } from '../../features/prices/admin/entities';
import { producerEntity, producerTypeEntity } from '../../features/producers/admin/entities';
import { productEntity, productTypeEntity } from '../../features/site/admin/entities';
import { AdminPage } from '../../ui/admin/admin-page';
import { directoryTexts } from '../../ui/admin/directory-fields';
import type { AdminT, EntityConfig } from '../../ui/admin/entity-fields';
import { EntityTable } from '../../ui/admin/entity-table';
import { useAdminT } from '../../ui/admin/i18n';
import { useCanWrite } from '../../ui/admin/me';

export const handle = { ...adminPage, area: 'directories' };

/** The tabs, in the order an editor builds the catalogue: what is priced, who makes it, where. */
const TABLES: Record<DirectoryEntity, (t: AdminT) => EntityConfig> = {
  items: itemEntity,
  products: productEntity,
  product_types: productTypeEntity,
  units: unitEntity,
  producers: producerEntity,
  producer_types: producerTypeEntity,
  partners: partnerEntity,
  profile_types: profileTypeEntity,
  countries: countryEntity,
  governorates: governorateEntity,
};
const isTable = (v: string | null): v is DirectoryEntity => v != null && v in TABLES;

export default function AdminDirectories() {
  const { t } = useAdminT();
  const canWrite = useCanWrite('directories');
  const [params, setParams] = useSearchParams();
  const table = isTable(params.get('table')) ? (params.get('table') as DirectoryEntity) : 'items';
  const config = useMemo(() => TABLES[table](t), [table, t]);
  const texts = useMemo(() => directoryTexts(t), [t]);
  return (
    <AdminPage title={t('directories.title')}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={table}
          onChange={(_e, v: DirectoryEntity) => setParams({ table: v }, { replace: true, preventScrollReset: true })}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('directories.table')}
        >
          {(Object.keys(TABLES) as DirectoryEntity[]).map((key) => (
            <Tab key={key} value={key} label={t(`directories.entities.${key}`)} />
          ))}
        </Tabs>
      </Box>
      {/* A table of its own per tab: its filters, dialogs and options start afresh. */}
      <EntityTable key={table} config={config} texts={texts} readOnly={!canWrite} />
    </AdminPage>
  );
}
