import { Form } from 'react-router';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

/** The longest word a search accepts (NEWS_WORD_MAX, JOB_WORD_MAX): the schemas' modules would bring Zod along. */
const WORD_MAX = 100;

/**
 * A word search of a list (news, jobs): a GET form (works without script) to the list's first
 * page; the server matches Arabic whatever its hamza, taa marbuta, alef maqsura or diacritics.
 * The texts come from the list's own dictionary group.
 */
export function WordSearch({ action, word, label, placeholder, submit }: { action: string; word: string; label: string; placeholder: string; submit: string }) {
  return (
    <Form method="get" action={action} role="search" aria-label={label}>
      <TextField
        key={word}
        name="word"
        type="search"
        defaultValue={word}
        size="small"
        fullWidth
        placeholder={placeholder}
        slotProps={{
          htmlInput: { maxLength: WORD_MAX, 'aria-label': label, enterKeyHint: 'search' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" aria-label={submit}>
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
