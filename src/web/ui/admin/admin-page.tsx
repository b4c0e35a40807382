/**
 * The frame of one back-office screen: its title (the page's h1), actions beside it, and the
 * states of data loaded in the browser (loading, failed with a retry).
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PanelData } from '../use-panel-data';
import { useAdminT } from './i18n';

export function AdminPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Stack spacing={2} component="section" aria-labelledby="admin-page-title">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id="admin-page-title" variant="h5" component="h1" sx={{ flexGrow: 1, fontWeight: 700 }}>
          {title}
        </Typography>
        {actions}
      </Stack>
      {children}
    </Stack>
  );
}

/** Renders `children(data)` once loaded; a spinner before, an error with a retry after a failure. */
export function Loaded<T>({ state, reload, children }: { state: PanelData<T>; reload: () => void; children: (data: T) => ReactNode }) {
  const { t } = useAdminT();
  if (state.kind === 'loading')
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} role="status" aria-label={t('shell.loading')}>
        <CircularProgress />
      </Box>
    );
  if (state.kind === 'failed') return <LoadFailed reload={reload} />;
  return <>{children(state.data)}</>;
}

/** Data that did not load, with a retry (also for a screen that keeps its frame, a grid, while it loads). */
export function LoadFailed({ reload }: { reload: () => void }) {
  const { t } = useAdminT();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={reload}>
          {t('shell.retry')}
        </Button>
      }
    >
      {t('shell.load_failed')}
    </Alert>
  );
}
