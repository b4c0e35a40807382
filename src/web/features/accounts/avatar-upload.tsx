/**
 * The profile picture: choosing a file reads it as a data URL and sends it in update_profile's
 * `image` (the server checks the type, resizes it and answers the new user data).
 */
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { Button } from '../../ui/kit/button';
import { Icon } from '../../ui/kit/icon';
import { iconPhotoCamera } from '../../ui/kit/icons';
import { Spinner } from '../../ui/kit/progress';
import { AVATAR_MAX_BYTES, type UserData } from '../../../shared/schemas/accounts';
import { useApi } from '../../api/react';
import type { ApiProblem } from '../../api/errors';
import { useFeedback } from '../../ui/feedback/feedback-provider';
import { UserAvatar } from '../../ui/header/user-avatar';
import s from './accounts.module.css';

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export function AvatarUpload({
  user,
  onSaved,
  onProblem,
}: {
  user: UserData;
  onSaved: (user: UserData, msg: string) => void;
  onProblem: (problem: ApiProblem) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const feedback = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [busy, setBusy] = useState(false);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return feedback.toast(t('validation.image_invalid'), 'error');
    if (file.size > AVATAR_MAX_BYTES) return feedback.toast(t('validation.image_too_large'), 'error');
    setBusy(true);
    const res = await api.updateProfile({ image: await readAsDataUrl(file) });
    setBusy(false);
    if (res.ok) onSaved(res.data, res.msg);
    else onProblem(res.problem);
  };

  return (
    <div className={s.avatar}>
      <div className={s.avatarFrame}>
        <UserAvatar user={user} size={96} />
        {busy && <Spinner size={104} className={s.avatarBusy} label={t('a11y.loading')} />}
      </div>
      <input ref={input} id={id} type="file" accept={AVATAR_TYPES.join(',')} hidden onChange={(e) => void onFile(e)} />
      <Button size="small" startIcon={<Icon path={iconPhotoCamera} size="small" />} onClick={() => input.current?.click()} disabled={busy} aria-controls={id}>
        {t('account.settings.change_photo')}
      </Button>
    </div>
  );
}
