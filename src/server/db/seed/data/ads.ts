/**
 * Demo ad slots (SPEC section 9). Sizes per family; a few slots carry a separate banner per
 * language (lang 'ar' / 'en'), the others one banner for both ('all').
 */
import { ALL_AD_CODES } from '../../../../shared/constants';

export interface AdSlotDef {
  code: string;
  width: number;
  height: number;
  /** 'split' = one Arabic and one English banner; 'all' = one banner for both languages. */
  langs: 'split' | 'all';
}

const size = (code: string): [number, number] => {
  const n = Number(code.slice(3));
  if (code.startsWith('01-')) {
    if (n === 1) return [970, 90]; // header leaderboard
    if (n <= 3) return [728, 90]; // under the header
    if (n <= 6) return [300, 250]; // the row above the footer
    if (n <= 9) return [970, 250]; // home billboards
    return [300, 250]; // home boxes
  }
  if (n === 1) return [728, 90];
  return [300, 250];
};

/** Language-specific slots: the main header banner, the first home billboard, each family's top banner. */
const SPLIT = new Set(['01-001', '01-007', '02-001', '04-001']);

/**
 * Slots the demo leaves without any ad, on purpose: 01-009, the home billboard between the second
 * and third news rows. The site must render nothing there, not an empty box nor a gap
 * (tests/e2e/ads.spec.ts checks it next to a slot that shows its ad).
 */
export const EMPTY_AD_SLOTS: ReadonlySet<string> = new Set(['01-009']);

/** Every slot that holds a demo ad (EMPTY_AD_SLOTS excepted). */
export const AD_SLOTS: AdSlotDef[] = ALL_AD_CODES.filter((code) => !EMPTY_AD_SLOTS.has(code)).map((code) => {
  const [width, height] = size(code);
  return { code, width, height, langs: SPLIT.has(code) ? 'split' : 'all' };
});

export const AD_ADVERTISERS = [
  { ar: 'أسمنت حجر النيل', en: 'Nilestone Cement', link: 'https://nilestone-cement.example' },
  { ar: 'حديد المسلة', en: 'Obelisk Steel', link: 'https://obelisk-steel.example' },
  { ar: 'الرافعة الذهبية للمعدات', en: 'Golden Crane Equipment', link: 'https://golden-crane.example' },
  { ar: 'جبس الكثيب الأبيض', en: 'White Dune Gypsum', link: 'https://whitedune-gypsum.example' },
  { ar: 'أعلن هنا مع بناء', en: 'Advertise with Binaa', link: '/contact-us' },
];
