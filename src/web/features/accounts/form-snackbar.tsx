/**
 * The 2-second snackbar of the account forms (SPEC section 8) with a "hide" action: the first
 * message of each field, or the server's msg, or "error". Problems that are not the form's go to
 * the site-wide catalogue (modal, offline alert, logout).
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Alert, Snackbar } from '../../ui/kit/alert';
import { Button } from '../../ui/kit/button';
import { TIMINGS } from '../../../shared/constants';
import type { FieldErrors } from '../../../shared/envelope';
import type { ApiProblem } from '../../api/errors';
import { useFeedback } from '../../ui/feedback/feedback-provider';
import { formProblemLines } from './problems';
import s from './accounts.module.css';

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

  // Each message stays TIMINGS.snackbar ms (a new one starts its own time).
  const shownId = shown?.id;
  useEffect(() => {
    if (shownId === undefined) return;
    const timer = window.setTimeout(() => setShown((now) => (now?.id === shownId ? null : now)), TIMINGS.snackbar);
    return () => window.clearTimeout(timer);
  }, [shownId]);

  const close = () => setShown(null);
  const element = shown && (
    <Snackbar key={shown.id} open>
      <Alert
        severity="error"
        variant="filled"
        action={
          <Button color="inherit" size="small" onClick={close}>
            {t('account.hide')}
          </Button>
        }
      >
        {shown.lines.map((line, i) => (
          <span key={i} className={s.line}>
            {line}
          </span>
        ))}
      </Alert>
    </Snackbar>
  );
  return { showProblem, element };
}
