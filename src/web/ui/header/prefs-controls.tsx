import { useEffect, useState, type ChangeEvent } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import NativeSelect from '@mui/material/NativeSelect';
import { useColorScheme } from '@mui/material/styles';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import PublicIcon from '@mui/icons-material/Public';
import TranslateIcon from '@mui/icons-material/Translate';
import type { Lang } from '../../../shared/envelope';
import type { DefaultWebsiteData } from '../../../shared/schemas/site';
import { announceCountry, COUNTRY_SLUGS, onCountryChange, savePref, switchLanguage } from '../prefs';

export function LanguageSwitch({ lang, fullWidth }: { lang: Lang; fullWidth?: boolean }) {
  const { t } = useTranslation();
  const other = lang === 'ar' ? 'en' : 'ar';
  return (
    <Button
      color="inherit"
      size="small"
      fullWidth={fullWidth}
      startIcon={<TranslateIcon />}
      onClick={() => switchLanguage(lang)}
      title={t('prefs.switch_language_label')}
      sx={fullWidth ? { justifyContent: 'flex-start' } : undefined}
    >
      <span lang={other}>{t('prefs.switch_language')}</span>
    </Button>
  );
}

const SCHEME_ATTR = 'data-mui-color-scheme';

/** Both icons are rendered; CSS shows the right one, so server and client agree. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { setMode } = useColorScheme();
  const toggle = () => {
    const next = document.documentElement.getAttribute(SCHEME_ATTR) === 'dark' ? 'light' : 'dark';
    setMode(next);
    document.documentElement.setAttribute(SCHEME_ATTR, next);
    savePref('theme', next);
  };
  return (
    <IconButton color="inherit" onClick={toggle} aria-label={t('prefs.toggle_theme')} title={t('prefs.toggle_theme')}>
      <DarkModeIcon sx={{ display: 'block', [`[${SCHEME_ATTR}="dark"] &`]: { display: 'none' } }} />
      <LightModeIcon sx={{ display: 'none', [`[${SCHEME_ATTR}="dark"] &`]: { display: 'block' } }} />
    </IconButton>
  );
}

export function CountrySelect({
  countries,
  value,
  id,
  onDark,
}: {
  countries: DefaultWebsiteData['countries'] | undefined;
  value: string;
  id: string;
  onDark?: boolean;
}) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [country, setCountry] = useState(value);
  useEffect(() => onCountryChange(setCountry), []);
  const options = countries?.length
    ? countries.map((c) => ({ slug: c.slug, name: c.name }))
    : COUNTRY_SLUGS.map((slug) => ({ slug, name: t(`countries.${slug}`) }));
  const onChange = (e: ChangeEvent<HTMLSelectElement>) => {
    setCountry(e.target.value);
    savePref('country', e.target.value);
    announceCountry(e.target.value);
    void revalidator.revalidate();
  };
  return (
    <NativeSelect
      value={country}
      onChange={onChange}
      input={<InputBase />}
      IconComponent={() => null}
      inputProps={{ id, 'aria-label': t('prefs.country') }}
      startAdornment={<PublicIcon fontSize="small" sx={{ mx: 0.5 }} aria-hidden />}
      sx={{
        color: onDark ? 'inherit' : 'text.primary',
        fontSize: '0.875rem',
        '& select': { py: 0.5, pe: 1, ps: 0.5 },
        '& option': { color: 'text.primary', bgcolor: 'background.paper' },
      }}
    >
      {options.map((o) => (
        <option key={o.slug} value={o.slug}>
          {o.name}
        </option>
      ))}
    </NativeSelect>
  );
}
