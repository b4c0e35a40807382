/** A filtered, server-paged list of /admin/payments (subscriptions, orders): the filters above a data grid. */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import { Loaded } from '../../../ui/admin/admin-page';
import { useDataGridText } from '../../../ui/admin/data-grid';
import { ListFilters } from './list-filters';
import type { useAdminList } from './use-admin-list';

export function ListGrid<T extends GridValidRowModel>({
  id,
  list,
  columns,
  statuses,
  onRowClick,
}: {
  id: string;
  list: ReturnType<typeof useAdminList<T>>;
  columns: GridColDef<T>[];
  statuses: { value: string; label: string }[];
  onRowClick: (row: T) => void;
}) {
  const gridText = useDataGridText();
  return (
    <Stack spacing={2}>
      <ListFilters id={id} values={list.filters} onChange={list.setFilters} statuses={statuses} />
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
            onRowClick={(p) => onRowClick(p.row)}
            disableColumnFilter
            disableRowSelectionOnClick
            localeText={gridText}
          />
        </Box>
      )}
    </Stack>
  );
}
