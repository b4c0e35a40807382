import { Form } from 'react-router';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from '../../i18n/react';
import styles from './jobs.module.css';

/** JOB_WORD_MAX of shared/schemas/jobs, not imported here: that module would bring Zod along. */
const WORD_MAX = 100;

/** The jobs' word search: a GET form (works without script) to the first page; Arabic is matched whatever its hamza or taa marbuta. */
export function JobSearch({ action, word }: { action: string; word: string }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action={action} role="search" aria-label={t('jobs.search_label')} className={styles.search}>
      <TextField
        key={word}
        name="word"
        type="search"
        defaultValue={word}
        size="small"
        placeholder={t('jobs.search_placeholder')}
        slotProps={{ htmlInput: { maxLength: WORD_MAX, 'aria-label': t('jobs.search_label'), enterKeyHint: 'search' } }}
        sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
        {t('jobs.search_button')}
      </Button>
    </Form>
  );
}
