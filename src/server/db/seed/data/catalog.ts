/**
 * Demo catalogue. Every company here is invented: the demo publishes invented prices and an
 * invented price must never be attributed to a real company (shared/data/README.md).
 */
import type { CountrySlug } from '../../../../shared/constants';

export const UNITS = [
  { code: 'ton', nameAr: 'طن', nameEn: 'Ton' },
  { code: 'kg', nameAr: 'كجم', nameEn: 'KG' },
  { code: 'km', nameAr: 'كم', nameEn: 'KM' },
] as const;

export interface TypeDef {
  key: string;
  nameAr: string;
  nameEn: string;
  /** The type as it reads in an item name (with the product word in Arabic). */
  shortAr: string;
  shortEn: string;
  /** Today's ex-factory price range in LE per ton. */
  price: [number, number];
  roundTo: number;
}

export interface ProductDef {
  slug: string;
  nameAr: string;
  nameEn: string;
  types: TypeDef[];
}

export const PRODUCTS: ProductDef[] = [
  {
    slug: 'cement',
    nameAr: 'أسمنت',
    nameEn: 'Cement',
    types: [
      { key: 'opc', nameAr: 'أسمنت بورتلاندي عادي (رمادي)', nameEn: 'Ordinary Portland cement (grey)', shortAr: 'أسمنت بورتلاندي عادي 42.5', shortEn: 'OPC 42.5N', price: [3200, 4000], roundTo: 5 },
      { key: 'blended', nameAr: 'أسمنت مخلوط', nameEn: 'Blended cement', shortAr: 'أسمنت مخلوط 32.5', shortEn: 'blended cement 32.5N', price: [2950, 3450], roundTo: 5 },
      { key: 'src', nameAr: 'أسمنت مقاوم للكبريتات', nameEn: 'Sulfate-resisting cement', shortAr: 'أسمنت مقاوم للكبريتات', shortEn: 'sulfate-resisting cement', price: [3550, 4150], roundTo: 5 },
      { key: 'white', nameAr: 'أسمنت أبيض', nameEn: 'White cement', shortAr: 'أسمنت أبيض', shortEn: 'white cement', price: [4850, 4980], roundTo: 5 },
    ],
  },
  {
    slug: 'gypsum',
    nameAr: 'جبس',
    nameEn: 'Gypsum',
    types: [
      { key: 'construction', nameAr: 'جبس بناء', nameEn: 'Construction gypsum', shortAr: 'جبس بناء', shortEn: 'construction gypsum', price: [1750, 2300], roundTo: 5 },
      { key: 'plaster', nameAr: 'جبس تشطيبات (بلاستر)', nameEn: 'Finishing plaster', shortAr: 'جبس تشطيبات (بلاستر)', shortEn: 'finishing plaster', price: [2400, 3000], roundTo: 5 },
      { key: 'board', nameAr: 'ألواح جبسية', nameEn: 'Gypsum board', shortAr: 'ألواح جبسية 12.5 مم', shortEn: 'gypsum board 12.5 mm', price: [8600, 10400], roundTo: 10 },
    ],
  },
  {
    slug: 'steel',
    nameAr: 'حديد',
    nameEn: 'Steel',
    types: [
      { key: 'rebar10', nameAr: 'حديد تسليح 10 مم', nameEn: 'Rebar 10 mm', shortAr: 'حديد تسليح 10 مم', shortEn: 'rebar 10 mm', price: [34500, 39000], roundTo: 50 },
      { key: 'rebar12', nameAr: 'حديد تسليح 12–32 مم', nameEn: 'Rebar 12–32 mm', shortAr: 'حديد تسليح 12–32 مم', shortEn: 'rebar 12–32 mm', price: [34000, 38500], roundTo: 50 },
      { key: 'wirerod', nameAr: 'لفائف (سلك) 6–8 مم', nameEn: 'Wire rod 6–8 mm', shortAr: 'لفائف حديد 6–8 مم', shortEn: 'wire rod 6–8 mm', price: [33000, 36000], roundTo: 50 },
    ],
  },
];

export const PRODUCER_TYPES = [
  { slug: 'cement-producers', nameAr: 'شركات الأسمنت', nameEn: 'Cement producers' },
  { slug: 'steel-mills', nameAr: 'مصانع الحديد', nameEn: 'Steel mills' },
  { slug: 'gypsum-producers', nameAr: 'شركات الجبس', nameEn: 'Gypsum producers' },
] as const;

export interface ProducerDef {
  type: (typeof PRODUCER_TYPES)[number]['slug'];
  country: CountrySlug;
  nameAr: string;
  nameEn: string;
  website?: string;
  /** Product slug and type keys it sells. */
  product: 'cement' | 'gypsum' | 'steel';
  makes: string[];
  /** Where the plant is, for the description. */
  siteAr: string;
  siteEn: string;
  founded: number;
  /** Position in the price band: 0 = cheapest, 1 = dearest. */
  tier: number;
}

export const PRODUCERS: ProducerDef[] = [
  { type: 'cement-producers', country: 'egypt', nameAr: 'أسمنت حجر النيل', nameEn: 'Nilestone Cement', website: 'https://nilestone-cement.example', product: 'cement', makes: ['opc', 'blended', 'src'], siteAr: 'بني سويف', siteEn: 'Beni Suef', founded: 1998, tier: 0.85 },
  { type: 'cement-producers', country: 'egypt', nameAr: 'أسمنت ساحل المرجان', nameEn: 'Coral Coast Cement', product: 'cement', makes: ['opc', 'src'], siteAr: 'السويس', siteEn: 'Suez', founded: 2004, tier: 0.7 },
  { type: 'cement-producers', country: 'egypt', nameAr: 'أسمنت البردي', nameEn: 'Papyrus Cement', website: 'https://papyrus-cement.example', product: 'cement', makes: ['opc', 'blended'], siteAr: 'المنيا', siteEn: 'Minya', founded: 2009, tier: 0.35 },
  { type: 'cement-producers', country: 'egypt', nameAr: 'أسمنت بوابة الجرانيت', nameEn: 'Granite Gate Cement', product: 'cement', makes: ['opc', 'blended', 'src'], siteAr: 'أسوان', siteEn: 'Aswan', founded: 1987, tier: 0.55 },
  { type: 'cement-producers', country: 'egypt', nameAr: 'أسمنت الواحة الشرقية', nameEn: 'Eastern Oasis Cement', product: 'cement', makes: ['opc'], siteAr: 'العين السخنة', siteEn: 'Ain Sokhna', founded: 2013, tier: 0.2 },
  { type: 'cement-producers', country: 'egypt', nameAr: 'أسمنت المرمر', nameEn: 'Alabaster Cement', website: 'https://alabaster-cement.example', product: 'cement', makes: ['white'], siteAr: 'المنيا', siteEn: 'Minya', founded: 2001, tier: 0.6 },
  { type: 'cement-producers', country: 'egypt', nameAr: 'أسمنت الهضبة', nameEn: 'Plateau Cement', product: 'cement', makes: ['white', 'opc'], siteAr: 'أسيوط', siteEn: 'Assiut', founded: 2011, tier: 0.4 },
  { type: 'cement-producers', country: 'saudi', nameAr: 'أسمنت قمة الخليج', nameEn: 'Gulf Crest Cement', website: 'https://gulfcrest-cement.example', product: 'cement', makes: ['opc', 'src'], siteAr: 'المنطقة الشرقية', siteEn: 'Eastern Province', founded: 1995, tier: 0.5 },
  { type: 'cement-producers', country: 'emirate', nameAr: 'أسمنت خط الكثبان', nameEn: 'Duneline Cement', product: 'cement', makes: ['opc', 'white'], siteAr: 'رأس الخيمة', siteEn: 'Ras Al Khaimah', founded: 2006, tier: 0.6 },
  { type: 'cement-producers', country: 'qatar', nameAr: 'أسمنت خليج اللؤلؤ', nameEn: 'Pearl Bay Cement', product: 'cement', makes: ['opc'], siteAr: 'الريان', siteEn: 'Al Rayyan', founded: 2010, tier: 0.65 },
  { type: 'steel-mills', country: 'egypt', nameAr: 'حديد المسلة', nameEn: 'Obelisk Steel', website: 'https://obelisk-steel.example', product: 'steel', makes: ['rebar10', 'rebar12', 'wirerod'], siteAr: 'العاشر من رمضان', siteEn: '10th of Ramadan City', founded: 1994, tier: 0.95 },
  { type: 'steel-mills', country: 'egypt', nameAr: 'حديد التاج', nameEn: 'Crown Steel', product: 'steel', makes: ['rebar10', 'rebar12'], siteAr: 'السادات', siteEn: 'Sadat City', founded: 2002, tier: 0.75 },
  { type: 'steel-mills', country: 'egypt', nameAr: 'حديد المرساة', nameEn: 'Anchor Steel', product: 'steel', makes: ['rebar12', 'wirerod'], siteAr: 'الإسكندرية', siteEn: 'Alexandria', founded: 2007, tier: 0.45 },
  { type: 'steel-mills', country: 'egypt', nameAr: 'حديد الأفق', nameEn: 'Horizon Steel', website: 'https://horizon-steel.example', product: 'steel', makes: ['rebar10', 'rebar12'], siteAr: 'بنها', siteEn: 'Benha', founded: 2015, tier: 0.15 },
  { type: 'steel-mills', country: 'egypt', nameAr: 'مصانع درفلة الوادي الجديد', nameEn: 'New Valley Rolling Mills', product: 'steel', makes: ['rebar12'], siteAr: 'السادس من أكتوبر', siteEn: '6th of October City', founded: 2018, tier: 0.05 },
  { type: 'steel-mills', country: 'saudi', nameAr: 'حديد الواحة العربية', nameEn: 'Arabian Oasis Steel', product: 'steel', makes: ['rebar12', 'wirerod'], siteAr: 'الجبيل', siteEn: 'Jubail', founded: 2000, tier: 0.6 },
  { type: 'steel-mills', country: 'kuwait', nameAr: 'حديد ميناء الشمال', nameEn: 'North Harbour Steel', product: 'steel', makes: ['rebar12'], siteAr: 'الأحمدي', siteEn: 'Ahmadi', founded: 2012, tier: 0.55 },
  { type: 'gypsum-producers', country: 'egypt', nameAr: 'جبس الكثيب الأبيض', nameEn: 'White Dune Gypsum', website: 'https://whitedune-gypsum.example', product: 'gypsum', makes: ['construction', 'plaster', 'board'], siteAr: 'العريش', siteEn: 'El Arish', founded: 1999, tier: 0.7 },
  { type: 'gypsum-producers', country: 'egypt', nameAr: 'جبس حجر القمر', nameEn: 'Moonstone Gypsum', product: 'gypsum', makes: ['construction', 'plaster'], siteAr: 'الفيوم', siteEn: 'Fayoum', founded: 2005, tier: 0.4 },
  { type: 'gypsum-producers', country: 'egypt', nameAr: 'جبس اللوتس', nameEn: 'Lotus Gypsum', product: 'gypsum', makes: ['construction', 'board'], siteAr: 'السويس', siteEn: 'Suez', founded: 2014, tier: 0.3 },
  { type: 'gypsum-producers', country: 'oman', nameAr: 'جبس صحار', nameEn: 'Sohar Crystal Gypsum', product: 'gypsum', makes: ['plaster', 'board'], siteAr: 'شمال الباطنة', siteEn: 'North Al Batinah', founded: 2009, tier: 0.5 },
];

export const producerDescription = (p: ProducerDef, typeAr: string, typeEn: string) => ({
  ar:
    `<p>${p.nameAr} شركة افتراضية أُنشئت لأغراض العرض، تأسست عام ${p.founded} ويقع مصنعها الرئيسي في ${p.siteAr}.</p>` +
    `<p>تنتج الشركة ${typeAr} وتوزع إنتاجها عبر شبكة من الوكلاء في عدة محافظات، مع أسطول نقل خاص للطلبات الكبيرة.</p>` +
    `<ul><li>جودة مطابقة للمواصفات القياسية</li><li>توريد للمشروعات الكبرى</li><li>دعم فني للمقاولين</li></ul>`,
  en:
    `<p>${p.nameEn} is a fictional company created for demonstration purposes, founded in ${p.founded} with its main plant in ${p.siteEn}.</p>` +
    `<p>It produces ${typeEn} and sells through a network of distributors in several governorates, with its own fleet for large orders.</p>` +
    `<ul><li>Quality to the national standards</li><li>Supply to major projects</li><li>Technical support for contractors</li></ul>`,
});

/** The producer's name without the product word, for item names ("Nilestone OPC 42.5N"). */
export const producerShortName = (p: ProducerDef) => ({
  ar: p.nameAr.replace(/^(أسمنت|حديد|جبس|مصانع درفلة) /, ''),
  en: p.nameEn.replace(/ (Cement|Steel|Gypsum|Rolling Mills)$/, ''),
});
