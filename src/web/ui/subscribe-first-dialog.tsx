/**
 * "You must subscribe first" (issue 16): what a signed-in reader sees when an action needs a
 * package they do not hold (an export today; deals and jobs next), with the way to the packages.
 * Opened from the reader's entitlements (GET me) or from the API's 402.
 */
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { paths } from '../../shared/paths';
import { useTranslation } from '../i18n/react';

export function SubscribeFirstDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="subscribe-first-title" aria-describedby="subscribe-first-text" maxWidth="xs" fullWidth>
      <DialogTitle id="subscribe-first-title">{t('errors.subscribe_first_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="subscribe-first-text">{t('errors.subscribe_first')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('subscribe_first.not_now')}</Button>
        <Button component={RouterLink} to={paths.subscriptionPackages()} variant="contained" autoFocus>
          {t('subscribe_first.see_packages')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
