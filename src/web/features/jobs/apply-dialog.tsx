/**
 * The apply dialog (SPEC sections 4, 5 and 9): a comment and a CV file, both required before OK;
 * max width 500; closes and resets on cancel or success. The file's size is checked here for a
 * quick message only: the server checks the type by content and decides.
 */
import { useId, useRef, useState } from 'react';
import { CV_ACCEPT, CV_MAX_BYTES, JOB_COMMENT_MAX } from '../../../shared/schemas/jobs';
import { useSubmissionKey } from '../../api/idempotency';
import { useApi } from '../../api/react';
import type { ApiProblem } from '../../api/errors';
import { useTranslation } from '../../i18n/react';
import { useFeedback } from '../../ui/feedback/feedback-provider';
import { Button } from '../../ui/kit/button';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '../../ui/kit/dialog';
import { HelperText, TextArea } from '../../ui/kit/field';
import { Icon } from '../../ui/kit/icon';
import { iconAttachFile } from '../../ui/kit/icons';
import styles from './jobs.module.css';

export interface ApplyDialogProps {
  open: boolean;
  job: { id: number; title: string };
  onClose(): void;
  /** A problem the page handles itself (401: to the login; 402). */
  onProblem(problem: ApiProblem): boolean;
}

export function ApplyDialog({ open, job, onClose, onProblem }: ApplyDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const feedback = useFeedback();
  const submission = useSubmissionKey();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [comment, setComment] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ comment?: string; file?: string }>({});
  const [sending, setSending] = useState(false);

  const reset = () => {
    setComment('');
    setFile(null);
    setErrors({});
    if (input.current) input.current.value = '';
  };
  const close = () => {
    reset();
    onClose();
  };

  const pick = (chosen: File | null) => {
    setFile(chosen);
    setErrors((e) => ({
      ...e,
      file: !chosen ? undefined : chosen.size === 0 ? t('jobs.file_empty') : chosen.size > CV_MAX_BYTES ? t('jobs.file_too_large') : undefined,
    }));
  };

  const send = async () => {
    if (!file || !comment.trim() || errors.file || sending) return;
    setSending(true);
    const form = new FormData();
    form.set('id', String(job.id));
    form.set('comment', comment.trim());
    form.set('uploaded_file', file, file.name);
    const res = await api.applyJob(form, submission.keyFor({ id: job.id, comment: comment.trim(), name: file.name, size: file.size, at: file.lastModified }));
    setSending(false);
    if (res.ok) {
      submission.done();
      feedback.toast(res.msg);
      close();
      return;
    }
    if (onProblem(res.problem)) return close();
    const fields = feedback.report(res.problem);
    if (fields) setErrors({ comment: fields.comment?.[0], file: fields.uploaded_file?.[0] ?? fields.id?.[0] });
  };

  const ready = !!file && !!comment.trim() && !errors.file && !sending;
  return (
    <Dialog open={open} onClose={close} className={styles.dialog}>
      <DialogTitle>{t('jobs.apply_title', { title: job.title })}</DialogTitle>
      <DialogContent>
        <div className={styles.dialogFields}>
          <TextArea
            id={`${id}-comment`}
            label={t('jobs.comment')}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            rows={3}
            required
            fullWidth
            error={!!errors.comment}
            helperText={errors.comment}
            maxLength={JOB_COMMENT_MAX}
          />
          <div>
            <label htmlFor={`${id}-file`} className={styles.fileLabel}>
              {t('jobs.file')}
            </label>
            <div className={styles.fileRow}>
              <Button variant="outlined" startIcon={<Icon path={iconAttachFile} size="small" />} onClick={() => input.current?.click()}>
                {t('jobs.choose_file')}
              </Button>
              <input
                ref={input}
                id={`${id}-file`}
                name="uploaded_file"
                type="file"
                accept={CV_ACCEPT}
                hidden
                onChange={(e) => pick(e.target.files?.[0] ?? null)}
              />
              <p className={styles.muted}>{file ? file.name : t('jobs.no_file')}</p>
            </div>
            {errors.file && <HelperText error>{errors.file}</HelperText>}
          </div>
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('jobs.cancel')}</Button>
        <Button variant="contained" onClick={() => void send()} disabled={!ready}>
          {sending ? t('jobs.sending') : t('jobs.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
