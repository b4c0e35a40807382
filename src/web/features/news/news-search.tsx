import { Form } from 'react-router';
import { useTranslation } from '../../i18n/react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

/** NEWS_WORD_MAX of shared/schemas/news, not imported here: that module would bring Zod along. */
const WORD_MAX = 100;

/**
 * The news search: a GET form (works without script) to the first page of the current category;
 * the server matches Arabic whatever its hamza, taa marbuta, alef maqsura or diacritics.
 */
export function NewsSearch({ action, word }: { action: string; word: string }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action={action} role="search" aria-label={t('news.search_label')}>
      <TextField
        key={word}
        name="word"
        type="search"
        defaultValue={word}
        size="small"
        fullWidth
        placeholder={t('news.search_placeholder')}
        slotProps={{
          htmlInput: { maxLength: WORD_MAX, 'aria-label': t('news.search_label'), enterKeyHint: 'search' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" aria-label={t('news.search_submit')}>
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
        sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
      />
    </Form>
  );
}
