import { data } from 'react-router';
import { useTranslation } from '../i18n/react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { createApiClient, idOr404 } from '../api/client';
import { PartnerCard } from '../features/partners/partner-card';
import { dictionaries } from '../i18n/dictionaries';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { DirectoryGrid } from '../ui/directory-card';
import { paths } from '../../shared/paths';
import { prefsFromCookies } from '../ui/prefs';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { buildSeo, fill, rootSeo } from '../ui/seo';
import type { Route } from './+types/partners';

/** /partners/{id}/{meta_name}: the industry partners of a profile type, of the visitor's country. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = idOr404(params.id);
  const { country } = prefsFromCookies(request.headers.get('cookie'));
  const api = createApiClient(context.api);
  const [list, site] = await Promise.all([api.partners(id, country), api.defaultWebsiteData()]);
  const type = site.ok ? site.data.profile_types.find((p) => p.id === id) : undefined;
  if (site.ok && !type) throw data(null, { status: 404 });
  return { type: type ?? { id, name: '', meta_name: params.metaName ?? '' }, partners: list.ok ? list.data.items : [], lang: context.lang };
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  const { origin, lang: rootLang } = rootSeo(matches);
  if (!d) return [];
  const dict = dictionaries[d.lang ?? rootLang];
  const name = d.type.name || dict.nav.partners;
  return buildSeo({
    origin,
    lang: d.lang ?? rootLang,
    path: paths.partners(d.type.id, d.type.meta_name),
    title: name,
    description: fill(dict.directory.partners_description, { name, count: d.partners.length }),
    image: d.partners[0]?.photo || undefined,
  });
}

export default function PartnersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { type, partners } = loaderData;
  const name = type.name || t('nav.partners');
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
      <Breadcrumbs items={[{ label: t('nav.partners') }, { label: name }]} />
      <Typography variant="h1" sx={{ mb: 3 }}>
        {name}
      </Typography>
      <DirectoryGrid empty={t('directory.no_partners')}>
        {partners.map((p) => (
          <PartnerCard key={p.id} partner={p} typeMetaName={type.meta_name} />
        ))}
      </DirectoryGrid>
    </Container>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
