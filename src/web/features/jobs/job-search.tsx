import { useTranslation } from '../../i18n/react';
import { WordSearch } from '../../ui/word-search';

/** The jobs' word search, to the first page of the jobs. */
export function JobSearch({ action, word }: { action: string; word: string }) {
  const { t } = useTranslation();
  return <WordSearch action={action} word={word} label={t('jobs.search_label')} placeholder={t('jobs.search_placeholder')} submit={t('jobs.search_button')} />;
}
