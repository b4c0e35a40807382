import { useTranslation } from '../../i18n/react';
import { WordSearch } from '../../ui/word-search';

/** The news search, to the first page of the current category. */
export function NewsSearch({ action, word }: { action: string; word: string }) {
  const { t } = useTranslation();
  return <WordSearch action={action} word={word} label={t('news.search_label')} placeholder={t('news.search_placeholder')} submit={t('news.search_submit')} />;
}
