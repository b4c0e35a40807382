/**
 * Demo ads (SPEC section 9): every slot but one carries an Arabic banner for Arabic readers and an
 * English one for English readers, each drawn by the seed (seed/banners.ts) with its fictional
 * advertiser's name, an offer and a call to action in that language, at the slot's size.
 */
import { adSlotSize } from '../../../../shared/ad-slots';
import { ALL_AD_CODES } from '../../../../shared/constants';

export interface AdSlotDef {
  code: string;
  width: number;
  height: number;
}

/**
 * Slots the demo leaves without any ad, on purpose: 01-009, the home billboard between the second
 * and third news rows. The site must render nothing there, not an empty box nor a gap
 * (tests/e2e/ads.spec.ts checks it next to a slot that shows its ad).
 */
export const EMPTY_AD_SLOTS: ReadonlySet<string> = new Set(['01-009']);

/** Every slot that holds a demo ad (EMPTY_AD_SLOTS excepted). */
export const AD_SLOTS: AdSlotDef[] = ALL_AD_CODES.filter((code) => !EMPTY_AD_SLOTS.has(code)).map((code) => ({ code, ...adSlotSize(code) }));

type Both = { ar: string; en: string };

/** What a banner draws beside its text. */
export type BannerArt = 'cement' | 'steel' | 'crane' | 'gypsum' | 'megaphone';

export interface Advertiser {
  name: Both;
  link: string;
  art: BannerArt;
  /** The offer as a billboard or a box says it. */
  offer: Both;
  /** The offer on one line of a leaderboard (728x90, 970x90). */
  short: Both;
  cta: Both;
  /** Background from, background to, accent (the name, the button), the button's text. */
  colors: [string, string, string, string];
}

export const AD_ADVERTISERS: Advertiser[] = [
  {
    name: { ar: 'أسمنت حجر النيل', en: 'Nilestone Cement' },
    link: 'https://nilestone-cement.example',
    art: 'cement',
    offer: { ar: 'أسمنت بورتلاندي 42.5 — توصيل مجاني لطلبيات 50 طنًا فأكثر', en: 'Portland cement 42.5N — free delivery on orders of 50 tons or more' },
    short: { ar: 'توصيل مجاني لطلبيات 50 طنًا فأكثر', en: 'Free delivery on 50 tons or more' },
    cta: { ar: 'اطلب الآن', en: 'Order now' },
    colors: ['#0f2f4f', '#1f5f8b', '#f2b233', '#0f2f4f'],
  },
  {
    name: { ar: 'حديد المسلة', en: 'Obelisk Steel' },
    link: 'https://obelisk-steel.example',
    art: 'steel',
    offer: { ar: 'حديد تسليح من 10 إلى 32 مم بسعر ثابت لمدة 30 يومًا', en: 'Rebar from 10 to 32 mm at a price fixed for 30 days' },
    short: { ar: 'سعر ثابت لحديد التسليح لمدة 30 يومًا', en: 'Rebar at a price fixed for 30 days' },
    cta: { ar: 'اطلب عرض سعر', en: 'Get a quote' },
    colors: ['#23262d', '#4a5160', '#e4572e', '#ffffff'],
  },
  {
    name: { ar: 'الرافعة الذهبية للمعدات', en: 'Golden Crane Equipment' },
    link: 'https://golden-crane.example',
    art: 'crane',
    offer: { ar: 'أوناش برجية للإيجار من 45,000 جنيه شهريًا شاملة المشغّل', en: 'Tower cranes for rent from 45,000 LE a month, operator included' },
    short: { ar: 'أوناش برجية من 45,000 جنيه شهريًا', en: 'Tower cranes from 45,000 LE a month' },
    cta: { ar: 'احجز معاينة', en: 'Book a visit' },
    colors: ['#1b2a41', '#324a5f', '#ffc857', '#1b2a41'],
  },
  {
    name: { ar: 'جبس الكثيب الأبيض', en: 'White Dune Gypsum' },
    link: 'https://whitedune-gypsum.example',
    art: 'gypsum',
    offer: { ar: 'ألواح جبس 12.5 مم بخصم 8٪ طوال هذا الشهر', en: 'Gypsum board 12.5 mm with 8% off all this month' },
    short: { ar: 'خصم 8٪ على ألواح الجبس هذا الشهر', en: '8% off gypsum board this month' },
    cta: { ar: 'شاهد العرض', en: 'See the offer' },
    colors: ['#0b4f4a', '#16817a', '#f4e4ba', '#0b4f4a'],
  },
  {
    name: { ar: 'أعلن هنا مع بناء', en: 'Advertise with Binaa' },
    link: '/contact-us',
    art: 'megaphone',
    offer: { ar: 'اعرض علامتك التجارية أمام 50 ألف مهني في قطاع البناء', en: 'Put your brand in front of 50,000 building professionals' },
    short: { ar: 'إعلانك أمام 50 ألف مهني في البناء', en: 'Reach 50,000 building professionals' },
    cta: { ar: 'تواصل معنا', en: 'Contact us' },
    colors: ['#12365f', '#2e5a8c', '#d97706', '#ffffff'],
  },
];
