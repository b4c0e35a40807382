import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AD_CODES, NEWS_CATEGORIES } from '../../shared/constants';
import type { Home } from '../../shared/schemas/home';
import { createApiClient } from '../api/client';
import { GovsDirection } from '../features/home/govs-direction';
import { NewsRow, SliderStrip } from '../features/home/news-cards';
import { PriceTables } from '../features/home/price-tables';
import { dictionaries } from '../i18n/dictionaries';
import { visuallyHidden } from '../ui/a11y';
import { AdSlot } from '../ui/ad-slot';
import { paths } from '../ui/header/nav-model';
import { prefsFromCookies } from '../ui/prefs';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import type { Route } from './+types/home';

const EMPTY_HOME: Home = {
  cement_news: [],
  cement_news_around_world: [],
  general_news: [],
  all_active_sliders: [],
  home_ads: [],
  prices_tables: [],
  product_prices: [],
  govs_direction: [],
  price_date: null,
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { country } = prefsFromCookies(request.headers.get('cookie'));
  const res = await createApiClient(context.api).home(country);
  // SPEC section 2: if loading fails all lists are empty; the page still renders.
  return { home: res.ok ? { ...EMPTY_HOME, ...res.data } : EMPTY_HOME, lang: context.lang };
}

export function meta({ data }: Route.MetaArgs) {
  const d = dictionaries[data?.lang ?? 'ar'];
  return [{ title: d.app.home_title }, { name: 'description', content: d.app.description }];
}

const [AD_TOP, AD_MIDDLE, AD_BOTTOM] = AD_CODES.homeBody;

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { home, lang } = loaderData;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
      <Typography variant="h1" sx={visuallyHidden}>
        {t('app.home_title')}
      </Typography>
      <Stack spacing={{ xs: 3, md: 4 }}>
        <AdSlot code={AD_TOP!} ads={home.home_ads} eager />
        <PriceTables tables={home.prices_tables} priceDate={home.price_date} lang={lang} />
        <SliderStrip sliders={home.all_active_sliders} />
        <AdSlot code={AD_MIDDLE!} ads={home.home_ads} />
        <NewsRow id="news-general" title={t('home.general_news')} items={home.general_news} moreTo={paths.news(NEWS_CATEGORIES.general)} lang={lang} />
        <NewsRow id="news-cement" title={t('home.cement_news')} items={home.cement_news} moreTo={paths.news(NEWS_CATEGORIES.cement)} lang={lang} />
        <NewsRow id="news-world" title={t('home.world_news')} items={home.cement_news_around_world} moreTo={paths.news(NEWS_CATEGORIES.world)} lang={lang} />
        <AdSlot code={AD_BOTTOM!} ads={home.home_ads} />
        <Box>
          <GovsDirection govs={home.govs_direction} lang={lang} />
        </Box>
      </Stack>
    </Container>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
