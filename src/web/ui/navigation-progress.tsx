import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import LinearProgress from '@mui/material/LinearProgress';

/**
 * While the next page's data loads: a thin bar fixed over the top edge (it takes no room, so
 * nothing jumps) and the current page stays in place until the new one is ready.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <LinearProgress
      color="secondary"
      aria-label={t('a11y.loading')}
      sx={{ position: 'fixed', top: 0, insetInline: 0, zIndex: (theme) => theme.zIndex.appBar + 10, height: 3 }}
    />
  );
}
