import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from '../i18n/react';
import { PlainIcon } from './plain-icon';
import looks from './looks.module.css';
import styles from './error-views.module.css';

function ErrorPage({ code, title, body, action }: { code: string; title: string; body: string; action: React.ReactNode }) {
  return (
    <div className={`${styles.root} ${looks.looks}`}>
      <p className={styles.code} aria-hidden>
        {code}
      </p>
      <h1>{title}</h1>
      <p className={styles.body}>{body}</p>
      {action}
    </div>
  );
}

/** 404: "oops, This page doesn't exist" with a back button (SPEC section 2). */
export function NotFoundView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => {
    if (typeof window !== 'undefined' && window.history.length > 1) void navigate(-1);
    else void navigate('/');
  };
  return (
    <ErrorPage
      code="404"
      title={t('errors.not_found_title')}
      body={t('errors.not_found_body')}
      action={
        <button type="button" className="hb hb-contained hb-primary" onClick={back}>
          <span className="hb-start">
            <PlainIcon name="arrowBack" mirrored />
          </span>
          {t('errors.back')}
        </button>
      }
    />
  );
}

/** 500: "Server Error" with a Back Home button. */
export function ServerErrorView({ detail }: { detail?: string }) {
  const { t } = useTranslation();
  return (
    <ErrorPage
      code="500"
      title={t('errors.server_error_title')}
      body={detail ?? t('errors.server_error_body')}
      action={
        <RouterLink to="/" reloadDocument className="hb hb-contained hb-primary">
          <span className="hb-start">
            <PlainIcon name="homeOutlined" />
          </span>
          {t('errors.back_home')}
        </RouterLink>
      }
    />
  );
}
