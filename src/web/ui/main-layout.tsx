import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { AD_CODES } from '../../shared/constants';
import type { Lang } from '../../shared/envelope';
import type { DefaultWebsiteData } from '../../shared/schemas/site';
import { AdSlot, adSlotCss } from './ad-slot';
import { Footer } from './footer/footer';
import { xlContainerCss } from './plain-mui';
import { Header } from './header/header';
import { SxOnce, type SectionStyle } from './sx-once';

/** Ad codes of the layout: 01-001..01-003 under the header, 01-004..01-006 above the footer. */
const HEADER_SLOTS = AD_CODES.header.slice(0, 3);
const FOOTER_SLOTS = AD_CODES.header.slice(3, 6);

/**
 * The layout is on every page: plain elements under this one style, which also styles every
 * page's ad slots (adSlotCss).
 */
const layoutSx: SectionStyle = (theme) => ({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  ...adSlotCss,
  '& .skip-link': {
    position: 'absolute',
    insetInlineStart: 8,
    top: -100,
    zIndex: 2000,
    bgcolor: 'secondary.main',
    color: 'secondary.contrastText',
    px: 2,
    py: 1,
    borderRadius: 1,
    fontWeight: 700,
    '&:focus': { top: 8 },
  },
  '& .layout-container': xlContainerCss(theme),
  '& .layout-ads-top': { mt: 2 },
  '& .layout-ads-bottom': { mt: 4 },
  '& .layout-ads': {
    display: 'flex',
    flexDirection: { xs: 'column', md: 'row' },
    gap: 2,
    justifyContent: 'center',
    alignItems: { xs: 'stretch', md: 'flex-start' },
    // As MUI's Stack did: its children's own margins are reset (the footer slots sit side by side).
    '& > *': { m: 0 },
  },
  '& .layout-ad': { flex: 1, minWidth: 0 },
  // On phones only the first banner shows above the content: the prices come first.
  '& .layout-ad-more': { display: { xs: 'none', md: 'block' } },
  '& .layout-main': { flex: 1, outline: 'none' },
});

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
  return (
    <SxOnce sx={layoutSx}>
      <a href="#main" className="skip-link">
        {t('a11y.skip_to_content')}
      </a>
      <Header site={site} lang={lang} country={country} />
      {headerAds.length > 0 && (
        <div className="layout-container layout-ads-top">
          <div className="layout-ads">
            {HEADER_SLOTS.map((code, i) => (
              <div key={code} className={i === 0 ? 'layout-ad' : 'layout-ad layout-ad-more'}>
                <AdSlot code={code} ads={headerAds} eager={i === 0} />
              </div>
            ))}
          </div>
        </div>
      )}
      <main id="main" tabIndex={-1} className="layout-main">
        {children}
      </main>
      {footerAds.length > 0 && (
        <div className="layout-container layout-ads-bottom">
          <div className="layout-ads">
            {FOOTER_SLOTS.map((code) => (
              <AdSlot key={code} code={code} ads={footerAds} />
            ))}
          </div>
        </div>
      )}
      <Footer site={site} contactForm={contactForm} />
    </SxOnce>
  );
}
