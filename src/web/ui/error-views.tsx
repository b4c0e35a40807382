import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from '../i18n/react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HomeIcon from '@mui/icons-material/HomeOutlined';

function ErrorPage({ code, title, body, action }: { code: string; title: string; body: string; action: React.ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography aria-hidden sx={{ fontSize: { xs: '4.5rem', md: '6rem' }, fontWeight: 800, lineHeight: 1, color: 'secondary.main' }}>
        {code}
      </Typography>
      <Typography variant="h1" sx={{ mt: 2, mb: 1.5 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {body}
      </Typography>
      {action}
    </Container>
  );
}

/** 404: "oops, This page doesn't exist" with a back button (SPEC section 2). */
export function NotFoundView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rtl = useTheme().direction === 'rtl';
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
        <Button variant="contained" onClick={back} startIcon={<ArrowBackIcon sx={rtl ? { transform: 'scaleX(-1)' } : undefined} />}>
          {t('errors.back')}
        </Button>
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
        <Button variant="contained" component={RouterLink} to="/" startIcon={<HomeIcon />} reloadDocument>
          {t('errors.back_home')}
        </Button>
      }
    />
  );
}
