/**
 * A filtered, server-paged admin list for @mui/x-data-grid: the filters, the grid's page, the
 * loaded page — a new filter goes back to page one; a to date before the from date is not asked.
 */
import { useEffect, useState } from 'react';
import type { GridPaginationModel } from '@mui/x-data-grid';
import type { AdminPage } from '../../../../shared/schemas/admin';
import { useAdminData } from '../../../ui/admin/api';
import { badRange, type ListFilterValues } from './list-filters';

/** `version`: a change (after a write elsewhere on the screen) loads the page again. */
export function useAdminList<T>(path: string, initial: ListFilterValues, version = 0) {
  const [filters, setFiltersState] = useState(initial);
  const [pageModel, setPageModel] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  // Empty filters are left out of the query string.
  const asked = badRange(filters) ? { ...filters, to: '' } : filters;
  const { state, reload } = useAdminData<AdminPage<T>>(path, { ...asked, page: pageModel.page + 1, rows: pageModel.pageSize });
  useEffect(() => {
    if (version) void reload();
  }, [version, reload]);
  const setFilters = (next: ListFilterValues) => {
    setFiltersState(next);
    setPageModel((m) => ({ ...m, page: 0 }));
  };
  return { filters, setFilters, pageModel, setPageModel, state, reload, data: state.kind === 'ready' ? state.data : null };
}
