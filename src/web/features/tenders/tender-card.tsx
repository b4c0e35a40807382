/**
 * A tender as the list and its page show it: title, kind and status, buyer, governorate and
 * country, materials, quantity with its unit, deadline and publication date (Western digits, the
 * dates in the page's language). Styles: tenders.module.css.
 */
import { Link as RouterLink } from 'react-router';
import type { Lang } from '../../../shared/envelope';
import { paths } from '../../../shared/paths';
import type { Tender } from '../../../shared/schemas/tenders';
import { formatDate, formatPrice } from '../../../shared/format';
import { useTranslation } from '../../i18n/react';
import { Chip, type ChipColor } from '../../ui/kit/chip';
import { Paper } from '../../ui/kit/layout';
import styles from './tenders.module.css';

const STATUS_COLOR: Record<Tender['status'], ChipColor> = { open: 'success', closed: 'default', awarded: 'primary', cancelled: 'error' };

export const tenderQuantity = (tender: Pick<Tender, 'quantity' | 'unit'>, lang: Lang) => `${formatPrice(tender.quantity, lang)} ${tender.unit}`;

export function TenderChips({ tender }: { tender: Tender }) {
  const { t } = useTranslation();
  return (
    <span className={styles.chips}>
      <Chip size="small" color={STATUS_COLOR[tender.status]} label={t(`tenders.statuses.${tender.status}`)} />
      <Chip size="small" variant="outlined" label={t(`tenders.kinds.${tender.kind}`)} />
    </span>
  );
}

export function TenderFacts({ tender, lang }: { tender: Tender; lang: Lang }) {
  const { t } = useTranslation();
  const comma = lang === 'ar' ? '، ' : ', ';
  const facts: [string, string][] = [
    [t('tenders.buyer'), tender.buyer],
    [t('tenders.governorate'), `${tender.governorate.name}${comma}${tender.country.name}`],
    [t('tenders.materials'), tender.materials.map((m) => m.name).join(comma)],
    [t('tenders.quantity'), tenderQuantity(tender, lang)],
    [t('tenders.deadline'), formatDate(tender.deadline, lang)],
    [t('tenders.published'), formatDate(tender.published_at, lang)],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function TenderCard({ tender, lang }: { tender: Tender; lang: Lang }) {
  return (
    <Paper component="article" className={styles.card} aria-labelledby={`tender-${tender.id}-title`} data-tender={tender.id}>
      <div className={styles.head}>
        <h2 className={styles.title} id={`tender-${tender.id}-title`}>
          <RouterLink to={paths.tender(tender.id, tender.title)}>{tender.title}</RouterLink>
        </h2>
        <TenderChips tender={tender} />
      </div>
      <TenderFacts tender={tender} lang={lang} />
    </Paper>
  );
}
