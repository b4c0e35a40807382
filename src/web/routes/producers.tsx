import { data } from 'react-router';
import { useTranslation } from '../i18n/react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { createApiClient, idOr404 } from '../api/client';
import { ProducerCard } from '../features/producers/producer-card';
import { dictionaries } from '../i18n/dictionaries';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { DirectoryGrid } from '../ui/directory-card';
import { paths } from '../../shared/paths';
import { prefsFromCookies } from '../ui/prefs';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { buildSeo, fill, rootSeo } from '../ui/seo';
import type { Route } from './+types/producers';

/** /producers/{id}/{meta_name}: the producers of a type, of the visitor's country. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = idOr404(params.id);
  const { country } = prefsFromCookies(request.headers.get('cookie'));
  const api = createApiClient(context.api);
  const [list, site] = await Promise.all([api.producers(id, country), api.defaultWebsiteData()]);
  const type = site.ok ? site.data.producer_types.find((p) => p.id === id) : undefined;
  if (site.ok && !type) throw data(null, { status: 404 });
  return { type: type ?? { id, name: '', meta_name: params.metaName ?? '' }, producers: list.ok ? list.data.items : [], lang: context.lang };
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  const { origin, lang: rootLang } = rootSeo(matches);
  if (!d) return [];
  const dict = dictionaries[d.lang ?? rootLang];
  const name = d.type.name || dict.nav.producers;
  return buildSeo({
    origin,
    lang: d.lang ?? rootLang,
    path: paths.producers(d.type.id, d.type.meta_name),
    title: name,
    description: fill(dict.directory.producers_description, { name, count: d.producers.length }),
    image: d.producers[0]?.photo || undefined,
  });
}

export default function ProducersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { type, producers } = loaderData;
  const name = type.name || t('nav.producers');
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
      <Breadcrumbs items={[{ label: t('nav.producers') }, { label: name }]} />
      <Typography variant="h1" sx={{ mb: 3 }}>
        {name}
      </Typography>
      <DirectoryGrid empty={t('directory.no_producers')}>
        {producers.map((p) => (
          <ProducerCard key={p.id} producer={p} typeMetaName={type.meta_name} />
        ))}
      </DirectoryGrid>
    </Container>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
