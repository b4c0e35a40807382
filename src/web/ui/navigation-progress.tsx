import { lazy, Suspense, useEffect } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from '../i18n/react';

// Never part of a server-rendered page: its code loads while the browser is idle after hydration.
const loadBar = () => import('@mui/material/LinearProgress');
const LinearProgress = lazy(loadBar);

/**
 * While the next page's data loads: a thin bar fixed over the top edge (it takes no room, so
 * nothing jumps) and the current page stays in place until the new one is ready.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return void loadBar();
    const id = requestIdleCallback(() => void loadBar(), { timeout: 5_000 });
    return () => cancelIdleCallback(id);
  }, []);
  if (navigation.state === 'idle') return null;
  return (
    <Suspense fallback={null}>
      <LinearProgress
        color="secondary"
        aria-label={t('a11y.loading')}
        sx={{ position: 'fixed', top: 0, insetInline: 0, zIndex: (theme) => theme.zIndex.appBar + 10, height: 3 }}
      />
    </Suspense>
  );
}
