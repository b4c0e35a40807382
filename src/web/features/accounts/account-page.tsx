/** The frame of the account pages: breadcrumbs, a centred card with the page's title and intro. */
import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Breadcrumbs } from '../../ui/breadcrumbs';

export function AccountPage({ title, intro, children, maxWidth = 'sm' }: { title: string; intro?: ReactNode; children: ReactNode; maxWidth?: 'sm' | 'md' }) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 2, md: 4 } }}>
      <Breadcrumbs items={[{ label: title }]} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderRadius: 2 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, mb: intro ? 1 : 3 }}>
          {title}
        </Typography>
        {intro && (
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            {intro}
          </Typography>
        )}
        {children}
      </Paper>
    </Container>
  );
}
