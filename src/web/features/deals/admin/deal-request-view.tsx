/** A deal request in /admin/inbox: the requester's mobile, the deal asked for (product, quantity) and its poster. */
import type { Lang } from '../../../../shared/envelope';
import type { DealRequestItem } from '../../../../shared/schemas/inbox-admin';
import { paths } from '../../../../shared/paths';
import { formatQuantity } from '../../../../shared/format';
import type { AdminTranslator } from '../../../ui/admin/i18n';

type T = AdminTranslator['t'];

export const dealRequestView = {
  subtitle: (item: DealRequestItem) => item.deal.title,
  replySubject: (item: DealRequestItem, t: T) => t('inbox.reply_subject_deal', { title: item.deal.title }),
  phone: (item: DealRequestItem) => item.mobile,
  about: (item: DealRequestItem, t: T, lang: Lang) => ({
    title: t('inbox.deal_title', { title: item.deal.title }),
    href: paths.deal(item.deal.id, item.deal.title),
    closed: item.deal.closed,
    lines: [`${t('inbox.product')}: ${item.deal.product}`, `${t('inbox.quantity')}: ${formatQuantity(item.deal.quantity, item.deal.unit, lang)}`],
    poster: { name: item.deal.poster_name, email: item.deal.poster_email },
  }),
  // A request carries no words of its own.
  words: () => null,
};
