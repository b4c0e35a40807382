/**
 * The back office's generic list and editor of one entity, driven by its field description
 * (entity-fields.ts): a word search, the status filter (entities that can be deactivated), a
 * filter per `listFilter` ref field, the paged list, an "Add" button, and per row: edit (the
 * dialog of entity-dialog.tsx), activate / deactivate, delete (after a confirmation; a 409 "still
 * in use" is shown as an error). A read-only role sees the list only.
 *
 * Usage: describe the entity once, then
 *   <EntityTable config={productEntity(t)} texts={directoryTexts(t)} readOnly={!useCanWrite('directories')} />
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { GridActionsCell, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { AdminPage } from '../../../shared/schemas/admin';
import { useTranslation } from '../../i18n/react';
import { useFeedback } from '../feedback/feedback-provider';
import { AdminList, SearchField } from './admin-list';
import { useAdminApi } from './api';
import { useConfirm } from './confirm-dialog';
import { EntityDialog } from './entity-dialog';
import { nameOf, type EntityConfig, type EntityField, type EntityRow, type EntityTexts } from './entity-fields';
import { useAdminT } from './i18n';

/** The largest page the admin lists give: every option of a reference list (they are short). */
const OPTION_ROWS = 200;

/** The rows of every entity the ref fields point to, by path (loaded once per table). */
function useRefOptions(fields: EntityField[]): Record<string, EntityRow[]> {
  const admin = useAdminApi();
  const paths = useMemo(() => [...new Set(fields.flatMap((f) => (f.kind === 'ref' || f.kind === 'refs' ? [f.path] : [])))], [fields]);
  const [options, setOptions] = useState<Record<string, EntityRow[]>>({});
  const key = paths.join(',');
  useEffect(() => {
    let live = true;
    void Promise.all(paths.map((p) => admin.get<AdminPage<EntityRow>>(p, { rows: OPTION_ROWS }))).then((answers) => {
      if (live) setOptions(Object.fromEntries(paths.map((p, i) => [p, (answers[i]!.ok && answers[i]!.data.items) || []])));
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `paths`
  }, [admin, key]);
  return options;
}

type Editing = EntityRow | 'new' | null;

export function EntityTable({ config, texts, readOnly = false }: { config: EntityConfig; texts: EntityTexts; readOnly?: boolean }) {
  const { t } = useAdminT();
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const admin = useAdminApi();
  const feedback = useFeedback();
  const options = useRefOptions(config.fields);
  const label = config.label ?? nameOf;
  const [word, setWord] = useState('');
  const [active, setActive] = useState('all');
  const [refFilters, setRefFilters] = useState<Record<string, string>>({});
  const [reloadKey, setReloadKey] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const confirm = useConfirm();
  const reload = useCallback(() => setReloadKey((k) => k + 1), []);
  const listFilters = config.fields.filter((f): f is Extract<EntityField, { kind: 'ref' }> => f.kind === 'ref' && !!f.listFilter);

  const setRowActive = async (row: EntityRow, on: boolean) => {
    const res = await admin.post<EntityRow>(`${config.path}/${row.id}/active`, { is_active: on });
    if (res.ok) {
      feedback.toast(on ? texts.activated : texts.deactivated);
      reload();
    } else feedback.toast('msg' in res.problem ? res.problem.msg : t('shell.load_failed'), 'error');
  };

  /** "Delete …?" then the call; a row still in use (409) says so in an error toast. */
  const askDelete = (row: EntityRow) =>
    confirm.ask(`${texts.deleteTitle(label(row, lang))} ${texts.deleteBody}`, async () => {
      const res = await admin.send<null>(`${config.path}/${row.id}`, { method: 'DELETE' });
      if (res.ok) {
        feedback.toast(texts.deleted);
        reload();
      } else feedback.toast('msg' in res.problem && res.problem.msg ? res.problem.msg : t('shell.load_failed'), 'error');
    });

  const columns = useMemo(() => {
    const names = (path: string) => new Map((options[path] ?? []).map((o) => [o.id, label(o, lang)]));
    const cols: GridColDef<EntityRow>[] = [{ field: 'id', headerName: '#', width: 70 }];
    for (const f of config.fields) {
      if (!f.column) continue;
      const size = f.column === true ? { flex: 1, minWidth: 140 } : { minWidth: 120, ...f.column };
      if (f.kind === 'ref') {
        const byId = names(f.path);
        cols.push({ field: f.name, headerName: f.label, ...size, valueGetter: (v: number) => byId.get(v) ?? v });
      } else if (f.kind === 'refs') {
        const byId = names(f.path);
        cols.push({
          field: f.name,
          headerName: f.label,
          ...size,
          valueGetter: (v: number[]) => (v ?? []).map((id) => byId.get(id) ?? id).join(lang === 'ar' ? '، ' : ', '),
        });
      } else if (f.kind === 'choice') {
        const byValue = new Map(f.options.map((o) => [o.value, o.label]));
        cols.push({ field: f.name, headerName: f.label, ...size, valueGetter: (v: string) => byValue.get(v) ?? v });
      } else cols.push({ field: f.name, headerName: f.label, ...size });
    }
    const flag = config.flag;
    if (flag)
      cols.push({
        field: flag.name,
        headerName: flag.label,
        width: 150,
        renderCell: (p) => (p.value ? <Chip size="small" color="primary" label={flag.label} /> : null),
      });
    if (config.activatable)
      cols.push({
        field: 'is_active',
        headerName: texts.status,
        width: 110,
        renderCell: (p) => <Chip size="small" color={p.value ? 'success' : 'default'} label={p.value ? t('common.active') : t('common.inactive')} />,
      });
    // Beside the number, where a narrow screen still shows them.
    if (!readOnly)
      cols.splice(1, 0, {
        field: 'actions',
        type: 'actions',
        headerName: t('common.actions'),
        width: 110,
        renderCell: (p) => (
          <GridActionsCell {...p}>
            <GridActionsCellItem icon={<EditIcon />} label={t('common.edit')} onClick={() => setEditing(p.row)} />
            {config.activatable ? (
              <GridActionsCellItem
                showInMenu
                icon={p.row.is_active ? <VisibilityOffIcon /> : <VisibilityIcon />}
                label={p.row.is_active ? texts.deactivate : texts.activate}
                onClick={() => void setRowActive(p.row, !p.row.is_active)}
              />
            ) : null}
            <GridActionsCellItem showInMenu icon={<DeleteIcon />} label={t('common.delete')} onClick={() => askDelete(p.row)} />
          </GridActionsCell>
        ),
      });
    return cols;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setRowActive and askDelete only close over stable values
  }, [config, options, lang, readOnly, texts, t, label]);

  const filters = { q: word, active: config.activatable ? active : '', ...refFilters };
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap', rowGap: 1.5 }}>
        <SearchField label={texts.search} onSearch={setWord} />
        {config.activatable ? (
          <TextField select size="small" label={texts.status} value={active} onChange={(e) => setActive(e.target.value)} sx={{ minWidth: 140 }}>
            <MenuItem value="all">{t('common.all')}</MenuItem>
            <MenuItem value="active">{t('common.active')}</MenuItem>
            <MenuItem value="inactive">{t('common.inactive')}</MenuItem>
          </TextField>
        ) : null}
        {listFilters.map((f) => (
          <TextField
            key={f.name}
            select
            size="small"
            label={f.label}
            value={refFilters[f.name] ?? ''}
            onChange={(e) => setRefFilters((r) => ({ ...r, [f.name]: e.target.value }))}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t('common.all')}</MenuItem>
            {(options[f.path] ?? []).map((o) => (
              <MenuItem key={o.id} value={String(o.id)}>
                {label(o, lang)}
              </MenuItem>
            ))}
          </TextField>
        ))}
        {readOnly ? null : (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ marginInlineStart: { sm: 'auto' } }}>
            {texts.add}
          </Button>
        )}
      </Stack>
      <AdminList<EntityRow>
        path={config.path}
        filters={filters}
        columns={columns}
        reloadKey={reloadKey}
        label={config.title}
        onRowClick={readOnly ? undefined : (row) => setEditing(row)}
      />
      {editing ? (
        <EntityDialog
          config={config}
          texts={texts}
          row={editing === 'new' ? null : editing}
          options={options}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      ) : null}
      {confirm.dialog}
    </Stack>
  );
}
