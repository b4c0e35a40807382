import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from '../i18n/react';
import { plainButtonCss } from './plain-mui';
import { PlainIcon, plainIconCss } from './plain-icon';
import { SxOnce, type SectionStyle } from './sx-once';

/**
 * The 404 and 500 pages, part of every page's code (the root's error boundary): plain elements
 * under one style, in the looks of MUI's Container (sm), Typography and contained Button, so the
 * shell does not carry Button, its ripple and Typography for pages that are rarely seen.
 */
const pageSx: SectionStyle = (theme) => ({
  ...plainIconCss,
  ...plainButtonCss(theme),
  width: '100%',
  maxWidth: theme.breakpoints.values.sm,
  mx: 'auto',
  boxSizing: 'border-box',
  px: { xs: 2, sm: 3 },
  py: { xs: 6, md: 10 },
  textAlign: 'center',
  '& .error-code': { ...theme.typography.body1, m: 0, fontSize: { xs: '4.5rem', md: '6rem' }, fontWeight: 800, lineHeight: 1, color: 'secondary.main' },
  '& h1': { ...theme.typography.h1, mt: 2, mb: 1.5 },
  '& .error-body': { ...theme.typography.body1, mt: 0, mb: 4, color: 'text.secondary' },
});

function ErrorPage({ code, title, body, action }: { code: string; title: string; body: string; action: React.ReactNode }) {
  return (
    <SxOnce sx={pageSx}>
      <p className="error-code" aria-hidden>
        {code}
      </p>
      <h1>{title}</h1>
      <p className="error-body">{body}</p>
      {action}
    </SxOnce>
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
