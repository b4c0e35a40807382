import { useTranslation } from '../../i18n/react';
import type { DefaultWebsiteData } from '../../../shared/schemas/site';
import { Icon } from '../../ui/kit/icon';
import { iconFlagOutlined, iconInfoOutlined, iconTrackChanges, iconVisibilityOutlined } from '../../ui/kit/icons';
import s from './society.module.css';

type BasicData = DefaultWebsiteData['website_basic_data'];

/** A site text (plain text from the back office; line breaks kept), or a dash when empty. */
export function SiteText({ text }: { text: string | undefined }) {
  const value = text?.trim();
  return <p className={s.text}>{value || '—'}</p>;
}

const ABOUT_SECTIONS = [
  { key: 'about', icon: iconInfoOutlined },
  { key: 'mission', icon: iconFlagOutlined },
  { key: 'vision', icon: iconVisibilityOutlined },
  { key: 'goal', icon: iconTrackChanges },
] as const;

/** About: about, mission, vision and goal in the visitor's language (SPEC section 2). */
export function AboutSections({ data }: { data: BasicData | undefined }) {
  const { t } = useTranslation();
  return (
    <div className={s.sections}>
      {ABOUT_SECTIONS.map(({ key, icon }) => (
        <section key={key} aria-labelledby={`society-${key}`} className={key === 'about' ? `${s.paper} ${s.wide}` : s.paper}>
          <h2 id={`society-${key}`} className={s.heading}>
            <Icon path={icon} className={s.icon} />
            {t(`society.${key}`)}
          </h2>
          <SiteText text={data?.[key]} />
        </section>
      ))}
    </div>
  );
}
