/** A password text field with a show/hide button. */
import { forwardRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { IconButton } from '../../ui/kit/button';
import { TextField, type TextFieldProps } from '../../ui/kit/field';
import { Icon } from '../../ui/kit/icon';
import { iconVisibility, iconVisibilityOff } from '../../ui/kit/icons';

export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(function PasswordField(props, ref) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      dir="ltr"
      {...props}
      ref={ref}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <IconButton label={visible ? t('account.hide_password') : t('account.show_password')} size="small" onClick={() => setVisible((v) => !v)}>
          <Icon path={visible ? iconVisibilityOff : iconVisibility} size="small" />
        </IconButton>
      }
    />
  );
});
