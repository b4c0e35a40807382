import { useTranslation } from '../../i18n/react';
import type { ContactInfo } from '../../../shared/schemas/site';
import { SocialLinks } from '../../ui/header/social-links';
import { Icon } from '../../ui/kit/icon';
import { iconEmailOutlined, iconPhoneOutlined, iconWhatsApp } from '../../ui/kit/icons';
import s from './society.module.css';

/** Phone, WhatsApp and e-mail (a dash when missing) and the social links that exist. */
export function ContactDetails({ info }: { info: ContactInfo | undefined }) {
  const { t } = useTranslation();
  const wa = info?.whatsapp.replace(/[^\d]/g, '') ?? '';
  const rows = [
    { key: 'phone', icon: iconPhoneOutlined, value: info?.phone ?? '', href: info?.phone ? `tel:${info.phone.replace(/[^\d+]/g, '')}` : '' },
    { key: 'whatsapp', icon: iconWhatsApp, value: info?.whatsapp ?? '', href: wa ? `https://wa.me/${wa}` : '' },
    { key: 'email', icon: iconEmailOutlined, value: info?.email ?? '', href: info?.email ? `mailto:${info.email}` : '' },
  ] as const;
  return (
    <section aria-labelledby="contact-details-title" className={s.paper}>
      <h2 id="contact-details-title" className={`${s.heading} ${s.contactHeading}`}>
        {t('footer.contact_info')}
      </h2>
      <dl className={s.rows}>
        {rows.map(({ key, icon, value, href }) => (
          <div key={key} className={s.row}>
            <Icon path={icon} className={s.icon} />
            <dt>{t(`footer.${key}`)}</dt>
            <dd>
              {value ? (
                <a href={href} dir="ltr" target={key === 'whatsapp' ? '_blank' : undefined} rel={key === 'whatsapp' ? 'noopener noreferrer' : undefined}>
                  {value}
                </a>
              ) : (
                '—'
              )}
            </dd>
          </div>
        ))}
      </dl>
      <div className={s.social}>
        <SocialLinks info={info} size="medium" />
      </div>
    </section>
  );
}
