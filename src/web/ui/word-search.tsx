import { Form } from 'react-router';
import { IconButton } from './kit/button';
import { TextField } from './kit/field';
import { Icon } from './kit/icon';
import { iconSearch } from './kit/icons';

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
        maxLength={WORD_MAX}
        aria-label={label}
        enterKeyHint="search"
        endAdornment={
          <IconButton type="submit" label={submit}>
            <Icon path={iconSearch} />
          </IconButton>
        }
      />
    </Form>
  );
}
