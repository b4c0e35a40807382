/**
 * The 2-second snackbar of the account forms (SPEC section 8) with a "hide" action: the first
 * message of each field, or the server's msg, or "error". Problems that are not the form's go to
 * the site-wide catalogue (modal, offline alert, logout).
 */
import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { TIMINGS } from '../../../shared/constants';
import type { FieldErrors } from '../../../shared/envelope';
import type { ApiProblem } from '../../api/errors';
import { useFeedback } from '../../ui/feedback/feedback-provider';
import { formProblemLines } from './problems';

export function useFormSnackbar() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [shown, setShown] = useState<{ id: number; lines: string[] } | null>(null);

  /** Shows a problem of a form's call; returns the field errors of a 422 (empty otherwise). */
  const showProblem = useCallback(
    (problem: ApiProblem): FieldErrors => {
      const lines = formProblemLines(problem);
      if (lines === null) {
        feedback.report(problem);
        return {};
      }
      setShown({ id: Date.now(), lines: lines.length ? lines : [t('account.error')] });
      return problem.kind === 'validation' ? problem.fields : {};
    },
    [feedback, t],
  );

  const close = () => setShown(null);
  const element = shown && (
    <Snackbar
      key={shown.id}
      open
      autoHideDuration={TIMINGS.snackbar}
      onClose={(_e, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity="error"
        variant="filled"
        sx={{ width: '100%' }}
        action={
          <Button color="inherit" size="small" onClick={close}>
            {t('account.hide')}
          </Button>
        }
      >
        {shown.lines.map((line, i) => (
          <Box key={i} component="span" sx={{ display: 'block' }}>
            {line}
          </Box>
        ))}
      </Alert>
    </Snackbar>
  );
  return { showProblem, element };
}
