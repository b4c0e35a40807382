import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../i18n/react';
import { Icon } from './kit/icon';
import { iconOpenInNew, iconPlaceOutlined } from './kit/icons';
import { Photo } from './photo';
import { plainText } from './seo';
import s from './directory-card.module.css';

/**
 * A directory card (producers, partners): logo, name, optional address and a short description.
 * `href` opens an outside website in a new tab; `to` goes to a page of the site.
 */
export function DirectoryCard({
  name,
  photo,
  description,
  address,
  to,
  href,
}: {
  name: string;
  photo: string;
  description: string;
  address?: string;
  to?: string;
  href?: string;
}) {
  const { t } = useTranslation();
  const body = (
    <>
      <div className={s.logo}>
        <Photo src={photo} alt="" width={320} height={180} sizes="(min-width: 600px) 320px, 104px" className={s.logoImg} />
      </div>
      <div className={s.content}>
        <h2 className={s.name}>
          {name}
          {href && <Icon path={iconOpenInNew} size="inherit" mirrored className={s.nameIcon} />}
        </h2>
        {address && (
          <p className={s.address}>
            <Icon path={iconPlaceOutlined} size="inherit" />
            {address}
          </p>
        )}
        <p className={s.description}>{plainText(description, 180)}</p>
      </div>
    </>
  );
  return (
    <article className={s.card}>
      {href ? (
        <a href={href} target="_blank" rel="noopener" aria-label={`${name} — ${t('directory.opens_website')}`} className={s.link}>
          {body}
        </a>
      ) : (
        <RouterLink to={to ?? '/'} className={s.link}>
          {body}
        </RouterLink>
      )}
    </article>
  );
}

/** The grid of directory cards, or an empty message. */
export function DirectoryGrid({ children, empty }: { children: ReactNode[]; empty: string }) {
  if (!children.length) {
    return (
      <p role="status" className={s.empty}>
        {empty}
      </p>
    );
  }
  return (
    <ul className={s.grid}>
      {children.map((c, i) => (
        <li key={i}>{c}</li>
      ))}
    </ul>
  );
}

/** The page of one directory entry: logo beside name, address, website and the description. */
export function DirectoryDetail({
  name,
  photo,
  address,
  website,
  children,
}: {
  name: string;
  photo: string;
  address?: string;
  website?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <article aria-labelledby="entry-title">
      <div className={s.detailHead}>
        <div className={s.detailLogo}>
          <Photo src={photo} alt={name} width={320} height={180} sizes="320px" priority className={s.detailImg} />
        </div>
        <div className={s.detailText}>
          <h1 id="entry-title" className={s.detailTitle}>
            {name}
          </h1>
          {address && (
            <p className={s.detailAddress}>
              <Icon path={iconPlaceOutlined} size="small" />
              <span>
                <strong>{t('directory.address')}:</strong> {address}
              </span>
            </p>
          )}
          {website && (
            <p className={s.detailWebsite}>
              <a href={website} target="_blank" rel="noopener">
                {t('directory.website')}
                <Icon path={iconOpenInNew} size="small" mirrored />
              </a>
            </p>
          )}
        </div>
      </div>
      {children}
    </article>
  );
}
