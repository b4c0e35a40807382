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
import type { Route } from './+types/producer';

/** /producer/{id}/{meta_name}/{producer_id}/{name}: found by producer_id; the rest is cosmetic. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const producerId = idOr404(params.producerId);
  const { item } = dataOr404(await createApiClient(context.api).producer(producerId));
  return { producer: item, typeMetaName: params.metaName ?? '', lang: context.lang };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const { origin, lang, site } = rootSeo(matches);
  if (!data) return [];
  const p = data.producer;
  const typeMetaName = site?.producer_types.find((type) => type.id === p.producer_type_id)?.meta_name ?? data.typeMetaName;
  return buildSeo({
    origin,
    lang: data.lang ?? lang,
    path: paths.producer(p.producer_type_id, typeMetaName, p.id, p.name_en || p.name),
    title: p.name,
    description: plainText(p.description) || p.name,
    image: p.photo || undefined,
  });
}

export default function ProducerPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { producer } = loaderData;
  const type = root?.site?.producer_types.find((p) => p.id === producer.producer_type_id);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <Breadcrumbs
        items={[{ label: t('nav.producers') }, ...(type ? [{ label: type.name, to: paths.producers(type.id, type.meta_name) }] : []), { label: producer.name }]}
      />
      <DirectoryDetail name={producer.name} photo={producer.photo} website={producer.website || undefined}>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {t('directory.about')}
        </Typography>
        {producer.description ? <RichHtml html={producer.description} /> : <Typography>—</Typography>}
      </DirectoryDetail>
    </Container>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
