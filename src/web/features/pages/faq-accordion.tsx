import type { FaqGroup } from '../../../shared/schemas/pages';
import { useTranslation } from '../../i18n/react';
import { Icon } from '../../ui/kit/icon';
import { iconExpandMore } from '../../ui/kit/icons';
import styles from './pages.module.css';

/**
 * The FAQ's groups, each a heading over its questions; a question opens its answer: `<details>`,
 * so it works before any script, with the keyboard, and the browser's find-in-page opens it.
 * Answers are in the server-rendered HTML even while closed, so readers and crawlers get them.
 */
export function FaqAccordion({ groups }: { groups: FaqGroup[] }) {
  const { t } = useTranslation();
  if (groups.length === 0) return <p className={styles.empty}>{t('pages.faq_empty')}</p>;
  return (
    <>
      {groups.map((group) => (
        <section key={group.id} className={styles.group} aria-labelledby={`faq-group-${group.id}`}>
          <h2 id={`faq-group-${group.id}`} className={styles.groupTitle}>
            {group.name}
          </h2>
          {group.items.map((item) => (
            <details key={item.id} className={styles.question}>
              <summary id={`faq-${item.id}-question`} className={styles.questionSummary}>
                <h3 className={styles.questionText}>{item.question}</h3>
                <Icon path={iconExpandMore} className={styles.expand} />
              </summary>
              <div role="region" id={`faq-${item.id}-answer`} aria-labelledby={`faq-${item.id}-question`} className={styles.details}>
                <p className={styles.answer}>{item.answer}</p>
              </div>
            </details>
          ))}
        </section>
      ))}
    </>
  );
}
