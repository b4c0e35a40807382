import { useTranslation } from '../../i18n/react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FlagIcon from '@mui/icons-material/FlagOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import TrackChangesIcon from '@mui/icons-material/TrackChanges';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import type { DefaultWebsiteData } from '../../../shared/schemas/site';

type BasicData = DefaultWebsiteData['website_basic_data'];

/** A site text (plain text from the back office; line breaks kept), or a dash when empty. */
export function SiteText({ text }: { text: string | undefined }) {
  const value = text?.trim();
  return <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.9 }}>{value || '—'}</Typography>;
}

const ABOUT_SECTIONS = [
  { key: 'about', Icon: InfoIcon },
  { key: 'mission', Icon: FlagIcon },
  { key: 'vision', Icon: VisibilityIcon },
  { key: 'goal', Icon: TrackChangesIcon },
] as const;

/** About: about, mission, vision and goal in the visitor's language (SPEC section 2). */
export function AboutSections({ data }: { data: BasicData | undefined }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
      {ABOUT_SECTIONS.map(({ key, Icon }) => (
        <Paper
          key={key}
          component="section"
          variant="outlined"
          aria-labelledby={`society-${key}`}
          sx={{ p: { xs: 2, md: 3 }, gridColumn: key === 'about' ? { md: '1 / -1' } : undefined }}
        >
          <Typography id={`society-${key}`} variant="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            <Icon aria-hidden sx={{ color: 'secondary.main' }} />
            {t(`society.${key}`)}
          </Typography>
          <SiteText text={data?.[key]} />
        </Paper>
      ))}
    </Box>
  );
}
