/** A deal request in /admin/inbox: the requester's mobile, the deal asked for and its poster. */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DealRequestItem } from '../../../../shared/schemas/inbox-admin';
import { paths } from '../../../../shared/paths';
import { formatPrice } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/react';
import { useAdminT, type AdminTranslator } from '../../../ui/admin/i18n';

function DealRequestDetail({ item }: { item: DealRequestItem }) {
  const { t } = useAdminT();
  const lang = useTranslation().i18n.language;
  const rows: [string, string][] = [
    [t('inbox.product'), item.deal.product],
    [t('inbox.quantity'), `${formatPrice(item.deal.quantity, lang)} ${item.deal.unit}`],
  ];
  return (
    <Stack spacing={1.5}>
      {item.mobile && (
        <Typography variant="body2">
          {t('inbox.phone')}:{' '}
          <a href={`tel:${item.mobile}`} dir="ltr">
            {item.mobile}
          </a>
        </Typography>
      )}
      <Box sx={{ bgcolor: 'action.hover', p: 1.5, borderRadius: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            <Link href={paths.deal(item.deal.id, item.deal.title)} target="_blank" rel="noopener">
              {t('inbox.deal_title', { title: item.deal.title })}
            </Link>
          </Typography>
          {item.deal.closed && <Chip size="small" label={t('inbox.closed')} />}
        </Stack>
        {rows.map(([label, value]) => (
          <Typography key={label} variant="body2">
            {label}: <bdi>{value}</bdi>
          </Typography>
        ))}
        <Typography variant="body2">
          {t('inbox.posted_by')}: {item.deal.poster_name} — <bdi dir="ltr">{item.deal.poster_email}</bdi>
        </Typography>
      </Box>
    </Stack>
  );
}

export const dealRequestView = {
  subtitle: (item: DealRequestItem) => item.deal.title,
  Detail: DealRequestDetail,
  replySubject: (item: DealRequestItem, t: AdminTranslator['t']) => t('inbox.reply_subject_deal', { title: item.deal.title }),
};
