import { useNavigation } from 'react-router';
import { useTranslation } from '../i18n/react';
import { LinearProgress } from './kit/progress';
import s from './navigation-progress.module.css';

/**
 * While the next page's data loads: a thin bar fixed over the top edge (it takes no room, so
 * nothing jumps) and the current page stays in place until the new one is ready.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <LinearProgress className={s.bar} label={t('a11y.loading')} />;
}
