import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { AD_CODES } from '../../shared/constants';
import type { Lang } from '../../shared/envelope';
import type { DefaultWebsiteData } from '../../shared/schemas/site';
import { AdSlot } from './ad-slot';
import { AdPreviewContext, useLoadAdPreview } from './ad-preview';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import styles from './main-layout.module.css';

/** Ad codes of the layout: 01-001..01-003 under the header, 01-004..01-006 above the footer. */
const HEADER_SLOTS = AD_CODES.header.slice(0, 3);
const FOOTER_SLOTS = AD_CODES.header.slice(3, 6);

export function MainLayout({
  site,
  lang,
  country,
  contactForm,
  children,
}: {
  site: DefaultWebsiteData | null;
  lang: Lang;
  country: string;
  contactForm: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headerAds = site?.header_ads ?? [];
  const footerAds = site?.footer_ads ?? [];
  // A back-office preview of an ad (ui/ad-preview.ts) opens its row even when the row has no live ad.
  const preview = useLoadAdPreview();
  const previewIn = (codes: readonly string[]) => !!preview && codes.includes(preview.ads_code);
  return (
    <AdPreviewContext.Provider value={preview}>
      <div className={styles.root}>
        <a href="#main" className={styles.skipLink}>
          {t('a11y.skip_to_content')}
        </a>
        <Header site={site} lang={lang} country={country} />
        {(headerAds.length > 0 || previewIn(HEADER_SLOTS)) && (
          <div className={`${styles.container} ${styles.adsTop}`}>
            <div className={styles.ads}>
              {HEADER_SLOTS.map((code, i) => (
                <div key={code} className={i === 0 ? styles.ad : `${styles.ad} ${styles.adMore}`}>
                  <AdSlot code={code} ads={headerAds} eager={i === 0} />
                </div>
              ))}
            </div>
          </div>
        )}
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        {(footerAds.length > 0 || previewIn(FOOTER_SLOTS)) && (
          <div className={`${styles.container} ${styles.adsBottom}`}>
            <div className={styles.ads}>
              {FOOTER_SLOTS.map((code) => (
                <AdSlot key={code} code={code} ads={footerAds} />
              ))}
            </div>
          </div>
        )}
        <Footer site={site} contactForm={contactForm} />
      </div>
    </AdPreviewContext.Provider>
  );
}
