/**
 * The page's "Saved searches" panel (SPEC sections 2 and 3): the device's saved searches, newest
 * first; each opens its prices, each can be removed. The same store feeds the header's list.
 */
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { IconButton } from '../../ui/kit/button';
import { Icon } from '../../ui/kit/icon';
import { iconClose } from '../../ui/kit/icons';
import { Paper } from '../../ui/kit/layout';
import { useLocalList } from '../../ui/stores/local-list';
import { removeSavedSearch, savedSearches, savedSearchUrl } from '../../ui/stores/saved-searches';
import s from './saved-searches-list.module.css';

export function SavedSearchesList({ current }: { current?: string }) {
  const { t } = useTranslation();
  const items = useLocalList(savedSearches);
  return (
    <Paper component="section" aria-labelledby="saved-searches-title">
      <h2 id="saved-searches-title" className={s.title}>
        {t('prices.saved_title')}
      </h2>
      {items.length === 0 ? (
        <p className={s.empty}>{t('prices.saved_empty')}</p>
      ) : (
        <ul className={s.list}>
          {items.map((item) => {
            const text = item.search_text || item.product_name || item.param;
            const remove = t('prices.saved_remove', { name: text });
            const selected = item.param === current;
            return (
              <li key={item.param} className={s.row}>
                <Link to={savedSearchUrl(item)} className={s.link} aria-current={selected ? 'page' : undefined}>
                  {text}
                </Link>
                <IconButton size="small" label={remove} className={s.remove} onClick={() => removeSavedSearch(savedSearches, item.param)}>
                  <Icon path={iconClose} size="small" />
                </IconButton>
              </li>
            );
          })}
        </ul>
      )}
    </Paper>
  );
}
