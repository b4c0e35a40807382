import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { FaqGroup } from '../../../shared/schemas/pages';
import { useTranslation } from '../../i18n/react';
import styles from './pages.module.css';

/**
 * The FAQ's groups, each a heading over its questions; a question opens its answer (MUI
 * Accordion: a button with aria-expanded and aria-controls, keyboard included). Answers are in the
 * server-rendered HTML even while closed, so readers and crawlers get them without scripts.
 */
export function FaqAccordion({ groups }: { groups: FaqGroup[] }) {
  const { t } = useTranslation();
  if (groups.length === 0) return <Typography>{t('pages.faq_empty')}</Typography>;
  return (
    <>
      {groups.map((group) => (
        <section key={group.id} className={styles.group} aria-labelledby={`faq-group-${group.id}`}>
          <h2 id={`faq-group-${group.id}`} className={styles.groupTitle}>
            {group.name}
          </h2>
          {group.items.map((item) => (
            <Accordion key={item.id} disableGutters variant="outlined" slotProps={{ heading: { component: 'h3' } }}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`faq-${item.id}-question`} aria-controls={`faq-${item.id}-answer`}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {item.question}
                </Typography>
              </AccordionSummary>
              {/* The Accordion wraps this in the region named by the question (id = aria-controls). */}
              <AccordionDetails>
                <p className={styles.answer}>{item.answer}</p>
              </AccordionDetails>
            </Accordion>
          ))}
        </section>
      ))}
    </>
  );
}
