/**
 * "Alert me" on the materials page (issue 16): a button whose dialog (alert-me-dialog.tsx) asks
 * for the item, governorate, above or below and the limit in LE. A visitor is sent to /login.
 * The dialog's code loads when the reader comes to the button (pointer, focus) or taps it, not
 * with the page (issue 29 item 4).
 */
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/paths';
import type { GovernorateOption, ItemOption, PriceRow } from '../../../shared/schemas/prices';
import { useTranslation } from '../../i18n/react';
import { useSession } from '../../ui/session';
import { Button } from '../../ui/kit/button';
import { Icon } from '../../ui/kit/icon';
import { iconNotificationsActive } from '../../ui/kit/icons';

export interface AlertMeProps {
  /** The product's items and the governorates of the page's lookups. */
  items: readonly ItemOption[];
  governorates: readonly GovernorateOption[];
  /** The prices shown: they preselect a pair and show its latest mid price. */
  rows: readonly PriceRow[];
  /** The filter's item and governorate, when chosen. */
  itemId?: number;
  govId?: number;
}

const loadDialog = () => import('./alert-me-dialog');
const AlertMeDialog = lazy(loadDialog);

export function AlertMeButton(props: AlertMeProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, known } = useSession();
  const [open, setOpen] = useState(false);
  // Each opening starts from the page's current prices and filter (a new dialog).
  const [opening, setOpening] = useState(0);

  function start() {
    if (!user && known) {
      void navigate(paths.login());
      return;
    }
    setOpening((n) => n + 1);
    setOpen(true);
  }

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<Icon path={iconNotificationsActive} />}
        onClick={start}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup="dialog"
        title={t('alerts.button_label')}
      >
        {t('alerts.button')}
      </Button>
      {opening > 0 && (
        <Suspense fallback={null}>
          <AlertMeDialog key={opening} {...props} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
