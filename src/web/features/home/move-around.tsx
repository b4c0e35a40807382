import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '../../i18n/react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import PublicIcon from '@mui/icons-material/Public';
import { announceCountry, onCountryChange, savePref } from '../../ui/prefs';

/** The Gulf entries of the country list, as the "Move Around Services" carousel names them. */
const GULF = ['saudi', 'emirate', 'oman', 'qatar', 'kuwait'] as const;

/**
 * Move Around Services: choosing a country switches the visitor's country (the same preference
 * as the header's selector) and reloads the home data for it.
 */
export function MoveAround({ country }: { country: string }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [current, setCurrent] = useState(country);
  useEffect(() => onCountryChange(setCurrent), []);
  const choose = (slug: string) => {
    setCurrent(slug);
    savePref('country', slug);
    announceCountry(slug);
    void revalidator.revalidate();
  };
  return (
    <Box component="section" aria-labelledby="move-around-title">
      <Typography id="move-around-title" variant="h2" component="h2" sx={{ mb: 0.5 }}>
        {t('home.move_around_title')}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 1.5 }}>
        {t('home.move_around_intro')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, pb: 1, display: 'grid', gridAutoFlow: 'column', gridAutoColumns: { xs: '42%', sm: '30%', md: '1fr' }, gap: 1.5, overflowX: 'auto', scrollSnapType: 'x mandatory' }}>
        {GULF.map((slug) => {
          const selected = current === slug;
          return (
            <Box component="li" key={slug} sx={{ scrollSnapAlign: 'start' }}>
              <ButtonBase
                onClick={() => choose(slug)}
                aria-pressed={selected}
                sx={{
                  width: '100%',
                  minHeight: 88,
                  borderRadius: 2,
                  border: 2,
                  borderColor: selected ? 'secondary.main' : 'divider',
                  bgcolor: selected ? 'primary.main' : 'background.paper',
                  color: selected ? 'primary.contrastText' : 'text.primary',
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 0.5,
                  fontWeight: 700,
                  fontSize: '1.05rem',
                  '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
                }}
              >
                <PublicIcon aria-hidden sx={{ color: selected ? 'secondary.light' : 'secondary.main' }} />
                {t(`countries.${slug}`)}
              </ButtonBase>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
