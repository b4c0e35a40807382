/**
 * A deal as the list and its page show it (SPEC section 3, "Deal"): product, type, item,
 * governorate, quantity with its unit, producer, who added it and when (Western digits, the date
 * in the page's language), and the request button. Styles: deals.module.css.
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Lang } from '../../../shared/envelope';
import type { Deal } from '../../../shared/schemas/deals';
import { paths } from '../../../shared/paths';
import { formatDate, formatQuantity } from '../../../shared/format';
import { useTranslation } from '../../i18n/react';
import { Chip } from '../../ui/kit/chip';
import { RequestButton } from './request-button';
import styles from './deals.module.css';

/** The quantity with its unit as prose reads it: "1,000 tons", "1,000 طن" (src/shared/format.ts). */
export const dealQuantity = (deal: Pick<Deal, 'quantity' | 'unit_name'>, lang: Lang) => formatQuantity(deal.quantity, deal.unit_name, lang);

export function DealFacts({ deal }: { deal: Deal }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('deals.product'), deal.product_name],
    [t('deals.product_type'), deal.product_type_name],
    [t('deals.producer'), deal.producer_name],
    [t('deals.item'), deal.item_name],
    [t('deals.governorate'), deal.governorate_name],
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

export function DealCard({ deal, lang, headingLevel = 'h2', actions }: { deal: Deal; lang: Lang; headingLevel?: 'h2' | 'h3'; actions?: ReactNode }) {
  const { t } = useTranslation();
  const Heading = headingLevel;
  return (
    <article className={styles.card} aria-labelledby={`deal-${deal.id}-title`} data-deal={deal.id}>
      <div className={styles.head}>
        <Heading className={styles.title} id={`deal-${deal.id}-title`}>
          <RouterLink to={paths.deal(deal.id, deal.item_name)}>{deal.item_name}</RouterLink>
        </Heading>
        <span className={styles.quantity}>{dealQuantity(deal, lang)}</span>
      </div>
      <DealFacts deal={deal} />
      <div className={styles.foot}>
        <span>
          {t('deals.added_by', { name: deal.added_by })} · <time dateTime={deal.added_at}>{formatDate(deal.added_at, lang)}</time>
        </span>
        {deal.closed && <Chip size="small" label={t('deals.closed')} />}
        {actions ?? <RequestButton deal={deal} />}
      </div>
    </article>
  );
}
