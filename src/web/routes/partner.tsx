import { useRouteLoaderData } from 'react-router';
import { useTranslation } from '../i18n/react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { createApiClient, dataOr404, idOr404 } from '../api/client';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { DirectoryDetail } from '../ui/directory-card';
import { paths } from '../../shared/paths';
import { RichHtml } from '../ui/rich-html';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { buildSeo, plainText, rootSeo } from '../ui/seo';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/partner';

/** /partners/{meta_name}/{type_id}/{name}/{id}: found by id; the other segments are cosmetic. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = idOr404(params.id);
  const { item } = dataOr404(await createApiClient(context.api).partner(id));
  return { partner: item, lang: context.lang };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { origin, lang, site } = rootSeo(matches);
  if (!data) return [];
  const p = data.partner;
  const typeMetaName = site?.profile_types.find((type) => type.id === p.profile_type_id)?.meta_name ?? '';
  return buildSeo({
    origin,
    lang: data.lang ?? lang,
    path: paths.partner(typeMetaName, p.profile_type_id, p.name_en || p.name, p.id),
    title: p.name,
    description: plainText(p.description) || p.name,
    image: p.photo || undefined,
  });
}

export default function PartnerPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { partner } = loaderData;
  const type = root?.site?.profile_types.find((p) => p.id === partner.profile_type_id);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <Breadcrumbs
        items={[
          { label: t('nav.partners') },
          { label: type?.name ?? partner.profile_type_name, to: type ? paths.partners(type.id, type.meta_name) : undefined },
          { label: partner.name },
        ]}
      />
      <DirectoryDetail name={partner.name} photo={partner.photo} address={partner.address || '—'} website={partner.website || undefined}>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {t('directory.description')}
        </Typography>
        {partner.description ? <RichHtml html={partner.description} /> : <Typography>—</Typography>}
      </DirectoryDetail>
    </Container>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
