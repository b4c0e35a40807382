/**
 * The back office's list of one kind of user content under moderation (issue 18, area
 * `marketplace`: deals, jobs): every row whatever its state, filtered by state and a word, with
 * hide / show again / close behind a reason (reason-dialog.tsx) and a link to its public page.
 * The kind's own columns come from its feature; the API is platform/admin-moderation.ts's.
 */
import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import BlockIcon from '@mui/icons-material/Block';
import LockIcon from '@mui/icons-material/Lock';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { GridActionsCell, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { MODERATION_STATES, moderationStateOf, type ModerationAction, type ModerationState } from '../../../shared/schemas/marketplace-admin';
import { useTranslation } from '../../i18n/react';
import { useFeedback } from '../feedback/feedback-provider';
import { AdminList, SearchField } from './admin-list';
import { useAdminApi } from './api';
import { useAdminT } from './i18n';
import { ReasonDialog } from './reason-dialog';
import { cellLine } from './data-grid';
import { formatShortDate } from '../../../shared/format';

/** What every moderated row has (shared/schemas/marketplace-admin.ts). */
export interface ModeratedRow {
  id: number;
  poster_name: string;
  poster_email: string;
  created_at: string;
  closed_at: string | null;
  hidden: boolean;
  moderation_reason: string | null;
  path: string;
}

const STATE_COLORS = { open: 'success', closed: 'default', hidden: 'warning' } as const;

export function ModerationTable<Row extends ModeratedRow>({
  path,
  label,
  columns,
  readOnly = false,
}: {
  /** `marketplace/deals`. */
  path: string;
  /** The list's accessible name. */
  label: string;
  /** The kind's own columns, shown after the number. */
  columns: GridColDef<Row>[];
  readOnly?: boolean;
}) {
  const { t } = useAdminT();
  const { i18n } = useTranslation();
  const admin = useAdminApi();
  const feedback = useFeedback();
  const [status, setStatus] = useState<ModerationState>('all');
  const [word, setWord] = useState('');
  const [reloadKey, setReloadKey] = useState(0);
  const [acting, setActing] = useState<{ row: Row; action: ModerationAction } | null>(null);
  const reload = useCallback(() => setReloadKey((k) => k + 1), []);

  const all = useMemo<GridColDef<Row>[]>(
    () => [
      { field: 'id', headerName: '#', width: 70 },
      // Beside the number, where a narrow screen still shows them.
      {
        field: 'actions',
        type: 'actions',
        headerName: t('common.actions'),
        width: 90,
        renderCell: (p) => (
          <GridActionsCell {...p}>
            {p.row.hidden ? null : (
              <GridActionsCellItem
                icon={<OpenInNewIcon />}
                label={t('marketplace.actions.open_page')}
                component="a"
                href={p.row.path}
                target="_blank"
                rel="noopener"
              />
            )}
            {readOnly ? null : p.row.hidden ? (
              <GridActionsCellItem
                showInMenu
                icon={<VisibilityIcon />}
                label={t('marketplace.actions.unhide')}
                onClick={() => setActing({ row: p.row, action: 'unhide' })}
              />
            ) : (
              <GridActionsCellItem
                showInMenu
                icon={<BlockIcon />}
                label={t('marketplace.actions.hide')}
                onClick={() => setActing({ row: p.row, action: 'hide' })}
              />
            )}
            {readOnly || p.row.closed_at ? null : (
              <GridActionsCellItem
                showInMenu
                icon={<LockIcon />}
                label={t('marketplace.actions.close')}
                onClick={() => setActing({ row: p.row, action: 'close' })}
              />
            )}
          </GridActionsCell>
        ),
      },
      ...columns,
      {
        field: 'poster_name',
        headerName: t('marketplace.columns.poster'),
        minWidth: 200,
        flex: 1,
        // The name, and the account's e-mail under it (kept left-to-right in an Arabic page).
        renderCell: (p) => (
          <Box sx={{ lineHeight: 1.35, minWidth: 0 }}>
            <Box sx={cellLine}>{p.row.poster_name}</Box>
            <Box sx={{ ...cellLine, fontSize: 12, color: 'text.secondary' }}>
              <bdi>{p.row.poster_email}</bdi>
            </Box>
          </Box>
        ),
      },
      { field: 'created_at', headerName: t('marketplace.columns.created'), width: 130, valueFormatter: (v: string) => formatShortDate(v, i18n.language) },
      {
        field: 'state',
        headerName: t('marketplace.columns.state'),
        width: 110,
        valueGetter: (_v, row) => moderationStateOf(row),
        renderCell: (p) => (
          <Chip
            size="small"
            color={STATE_COLORS[p.value as keyof typeof STATE_COLORS]}
            label={t(`marketplace.states.${p.value as keyof typeof STATE_COLORS}`)}
          />
        ),
      },
      { field: 'moderation_reason', headerName: t('marketplace.columns.reason'), minWidth: 180, flex: 1 },
    ],
    [columns, t, i18n.language, readOnly],
  );

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          select
          size="small"
          label={t('marketplace.status')}
          value={status}
          onChange={(e) => setStatus(e.target.value as ModerationState)}
          sx={{ minWidth: 150 }}
        >
          {MODERATION_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`marketplace.states.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <SearchField label={t('marketplace.search')} onSearch={setWord} />
      </Stack>
      <AdminList<Row> path={path} filters={{ status, q: word }} columns={all} reloadKey={reloadKey} label={label} />
      {acting ? (
        <ReasonDialog
          title={t(`marketplace.dialog.${acting.action}`, { id: acting.row.id })}
          body={t(`marketplace.dialog_body.${acting.action}`)}
          label={t('marketplace.reason')}
          helper={t('marketplace.reason_help')}
          action={t(`marketplace.actions.${acting.action}`)}
          destructive={acting.action !== 'unhide'}
          onClose={() => setActing(null)}
          onSubmit={async (reason) => {
            const res = await admin.post<Row>(`${path}/${acting.row.id}/${acting.action}`, { reason });
            if (!res.ok) return res.problem;
            feedback.toast(t(`marketplace.done.${acting.action}`));
            setActing(null);
            reload();
            return null;
          }}
        />
      ) : null}
    </Stack>
  );
}
