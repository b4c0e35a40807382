/** The frame of the account pages: breadcrumbs, a centred card with the page's title and intro. */
import type { ReactNode } from 'react';
import { cx } from '../../ui/kit/cx';
import { Container, Paper, Text } from '../../ui/kit/layout';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import s from './accounts.module.css';

export function AccountPage({ title, intro, children, maxWidth = 'sm' }: { title: string; intro?: ReactNode; children: ReactNode; maxWidth?: 'sm' | 'md' }) {
  return (
    <Container maxWidth={maxWidth} className={s.page}>
      <Breadcrumbs items={[{ label: title }]} />
      <Paper variant="outlined" className={s.card}>
        <Text variant="h1" className={cx(s.title, !!intro && s.withIntro)}>
          {title}
        </Text>
        {intro && (
          <Text color="secondary" className={s.intro}>
            {intro}
          </Text>
        )}
        {children}
      </Paper>
    </Container>
  );
}
