/** An article's status as a coloured chip: draft, scheduled or published. */
import Chip from '@mui/material/Chip';
import type { NewsStatus } from '../../../../shared/schemas/news-admin';
import { useAdminT } from '../../../ui/admin/i18n';

const COLOURS = { draft: 'default', scheduled: 'warning', published: 'success' } as const;

export function StatusChip({ status }: { status: NewsStatus }) {
  const { t } = useAdminT();
  return <Chip size="small" color={COLOURS[status]} label={t(`news.status.${status}`)} />;
}
