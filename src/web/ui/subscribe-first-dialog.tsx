/**
 * "You must subscribe first" (issue 16): what a signed-in reader sees when an action needs a
 * package they do not hold (an export today; deals and jobs next), with the way to the packages.
 * Opened from the reader's entitlements (GET me) or from the API's 402.
 */
import { Button } from './kit/button';
import { Dialog, DialogActions, DialogContent, DialogTitle } from './kit/dialog';
import { Text } from './kit/layout';
import { paths } from '../../shared/paths';
import { useTranslation } from '../i18n/react';

export function SubscribeFirstDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs">
      <DialogTitle>{t('errors.subscribe_first_title')}</DialogTitle>
      <DialogContent>
        <Text id="subscribe-first-text" color="secondary">
          {t('errors.subscribe_first')}
        </Text>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('subscribe_first.not_now')}</Button>
        <Button to={paths.subscriptionPackages()} variant="contained" autoFocus>
          {t('subscribe_first.see_packages')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
