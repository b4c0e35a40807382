// Longer than 300 lines: demo data, bilingual article templates read top to bottom; no logic to split.
/**
 * Demo news: bilingual article templates filled with invented companies, figures and places.
 * Category ids: 1 general, 2 cement, 3 cement around the world.
 */
import type { Rng } from '../random';

export const NEWS_CATEGORY_ROWS = [
  { id: 1, slug: 'general', nameAr: 'أخبار عامة', nameEn: 'General news' },
  { id: 2, slug: 'cement', nameAr: 'أخبار الأسمنت', nameEn: 'Cement news' },
  { id: 3, slug: 'cement-around-the-world', nameAr: 'الأسمنت حول العالم', nameEn: 'Cement around the world' },
] as const;

export interface NewsContext {
  rng: Rng;
  /** Invented producers by product, names in both languages. */
  cement: Array<{ ar: string; en: string }>;
  steel: Array<{ ar: string; en: string }>;
  gypsum: Array<{ ar: string; en: string }>;
  govs: Array<{ ar: string; en: string }>;
  monthAr: string;
  monthEn: string;
  year: number;
}

export interface NewsText {
  titleAr: string;
  titleEn: string;
  bodyAr: string;
  bodyEn: string;
  sourceAr: string;
  sourceEn: string;
}

type Template = (c: NewsContext) => NewsText;

const SOURCES = [
  { ar: 'بناء - قسم الأسواق', en: 'Binaa markets desk' },
  { ar: 'بناء', en: 'Binaa' },
  { ar: 'نشرة مواد البناء', en: 'Building Materials Bulletin' },
  { ar: 'مراسل بناء', en: 'Binaa correspondent' },
];
const src = (c: NewsContext) => {
  const s = c.rng.pick(SOURCES);
  return { sourceAr: s.ar, sourceEn: s.en };
};
const fmt = (n: number) => n.toLocaleString('en-US');

const GENERAL: Template[] = [
  (c) => {
    const up = c.rng.chance(0.6);
    const pct = c.rng.int(1, 4);
    return {
      titleAr: `سوق مواد البناء في ${c.monthAr}: ${up ? 'ارتفاع' : 'تراجع'} الحديد ${pct}% واستقرار الأسمنت`,
      titleEn: `Building materials in ${c.monthEn}: steel ${up ? 'up' : 'down'} ${pct}%, cement steady`,
      bodyAr: `<p>شهدت أسواق مواد البناء خلال ${c.monthAr} ${up ? 'ارتفاعًا' : 'تراجعًا'} في أسعار حديد التسليح بنحو ${pct}% في المتوسط، بينما حافظت أسعار الأسمنت على استقرارها لدى أغلب المنتجين.</p><h2>الحديد</h2><p>قاد ${c.steel[0]!.ar} التحرك في السوق، وتبعه عدد من المصانع الاستثمارية خلال أيام.</p><h2>الأسمنت والجبس</h2><ul><li>استقرار الأسمنت الرمادي في أغلب المحافظات</li><li>طلب متزايد على الأسمنت الأبيض لأعمال التشطيب</li><li>هدوء نسبي في أسعار الجبس</li></ul><p>ويتوقع التجار أن تظل الأسعار في نطاقها الحالي حتى نهاية الشهر.</p>`,
      bodyEn: `<p>Building-materials markets in ${c.monthEn} saw rebar prices ${up ? 'rise' : 'fall'} by about ${pct}% on average, while cement prices held steady at most producers.</p><h2>Steel</h2><p>${c.steel[0]!.en} led the move, with several smaller mills following within days.</p><h2>Cement and gypsum</h2><ul><li>Grey cement steady in most governorates</li><li>Growing demand for white cement for finishing works</li><li>Gypsum prices broadly calm</li></ul><p>Traders expect prices to stay in their current range until the end of the month.</p>`,
      ...src(c),
    };
  },
  (c) => {
    const gov = c.rng.pick(c.govs);
    const units = c.rng.int(12, 90) * 100;
    return {
      titleAr: `إطلاق مشروع إسكان جديد في ${gov.ar} يضم ${fmt(units)} وحدة`,
      titleEn: `New housing project in ${gov.en} to deliver ${fmt(units)} units`,
      bodyAr: `<p>أعلنت جهة تطوير عقاري افتراضية عن بدء أعمال مشروع سكني جديد في ${gov.ar} يضم ${fmt(units)} وحدة على مراحل.</p><h2>احتياجات المشروع</h2><ul><li>نحو ${fmt(Math.round(units * 0.9))} طن من الأسمنت في المرحلة الأولى</li><li>حديد تسليح بأقطار 12 إلى 25 مم</li><li>ألواح جبسية لأعمال الأسقف</li></ul><p>ومن المتوقع أن ينعكس المشروع على الطلب المحلي على مواد البناء في المحافظة والمحافظات المجاورة.</p>`,
      bodyEn: `<p>A fictional real-estate developer has started work on a new residential project in ${gov.en} with ${fmt(units)} units to be delivered in phases.</p><h2>What the project needs</h2><ul><li>About ${fmt(Math.round(units * 0.9))} tons of cement in phase one</li><li>Rebar in diameters from 12 to 25 mm</li><li>Gypsum board for ceilings</li></ul><p>The project is expected to lift local demand for building materials in the governorate and its neighbours.</p>`,
      ...src(c),
    };
  },
  (c) => {
    const pct = c.rng.int(5, 15);
    return {
      titleAr: `ارتفاع تكلفة نقل مواد البناء ${pct}% بعد زيادة أسعار الوقود`,
      titleEn: `Haulage of building materials ${pct}% dearer after fuel price rise`,
      bodyAr: `<p>رفع عدد من شركات النقل تعريفة نقل الأسمنت والحديد بنسبة تقارب ${pct}% بعد تعديل أسعار السولار.</p><p>ويؤدي ذلك إلى اتساع الفارق بين سعر تسليم أرض المصنع وسعر المستهلك، خاصة في المحافظات البعيدة عن مناطق الإنتاج.</p><ul><li>الزيادة الأكبر في نقل الحديد لمسافات طويلة</li><li>بعض الموزعين يمتصون جزءًا من الزيادة مؤقتًا</li></ul>`,
      bodyEn: `<p>Several hauliers have raised their rates for carrying cement and steel by about ${pct}% after the diesel price adjustment.</p><p>This widens the gap between ex-factory and consumer prices, especially in governorates far from the plants.</p><ul><li>The largest increase is on long-distance steel haulage</li><li>Some distributors are absorbing part of the rise for now</li></ul>`,
      ...src(c),
    };
  },
  (c) => {
    const n = c.rng.int(180, 420);
    return {
      titleAr: `معرض «ابنِ مصر ${c.year}» يستقبل ${n} عارضًا من قطاع مواد البناء`,
      titleEn: `"Build Egypt ${c.year}" expo hosts ${n} building-materials exhibitors`,
      bodyAr: `<p>تنطلق فعاليات المعرض الافتراضي «ابنِ مصر ${c.year}» بمشاركة ${n} عارضًا من منتجي الأسمنت والحديد والجبس والمعدات.</p><h2>أبرز المحاور</h2><ul><li>تقنيات خفض الانبعاثات في صناعة الأسمنت</li><li>حلول التشييد السريع</li><li>التمويل العقاري للمقاولين الصغار</li></ul><p>ويشارك ${c.cement[0]!.ar} و${c.steel[1]!.ar} بأجنحة تعرض أحدث منتجاتهما.</p>`,
      bodyEn: `<p>The fictional "Build Egypt ${c.year}" exhibition opens with ${n} exhibitors from cement, steel, gypsum and equipment makers.</p><h2>Main themes</h2><ul><li>Emission-cutting technology in cement making</li><li>Fast-track construction methods</li><li>Finance for small contractors</li></ul><p>${c.cement[0]!.en} and ${c.steel[1]!.en} are showing their latest products.</p>`,
      ...src(c),
    };
  },
  (c) => {
    const pct = c.rng.int(3, 12);
    return {
      titleAr: `الطلب على الخرسانة الجاهزة ينمو ${pct}% مع توسع المشروعات القومية`,
      titleEn: `Ready-mix concrete demand grows ${pct}% as public projects expand`,
      bodyAr: `<p>سجل الطلب على الخرسانة الجاهزة نموًا بنحو ${pct}% على أساس سنوي، مدفوعًا بمشروعات الطرق والإسكان.</p><p>ويعتمد أغلب محطات الخلط على الأسمنت البورتلاندي العادي، مع زيادة استخدام الأسمنت المقاوم للكبريتات في المناطق الساحلية.</p>`,
      bodyEn: `<p>Demand for ready-mix concrete rose by about ${pct}% year on year, driven by road and housing projects.</p><p>Most batching plants use ordinary Portland cement, with more sulfate-resisting cement in coastal areas.</p>`,
      ...src(c),
    };
  },
  (c) => {
    const p = c.rng.pick(c.steel);
    const d = c.rng.int(5, 25) * 100;
    const up = c.rng.chance(0.65);
    return {
      titleAr: `${p.ar} ${up ? 'يرفع' : 'يخفض'} سعر حديد التسليح ${fmt(d)} جنيه للطن`,
      titleEn: `${p.en} ${up ? 'raises' : 'cuts'} rebar price by LE ${fmt(d)} a ton`,
      bodyAr: `<p>أعلن ${p.ar} ${up ? 'زيادة' : 'خفض'} أسعار حديد التسليح بقيمة ${fmt(d)} جنيه للطن تسليم أرض المصنع، اعتبارًا من صباح اليوم.</p><p>وأرجع مصدر بالشركة القرار إلى ${up ? 'ارتفاع تكلفة البليت المستورد وسعر الطاقة' : 'ضعف الطلب الموسمي وتراجع أسعار الخردة عالميًا'}.</p><ul><li>السعر يشمل ضريبة القيمة المضافة</li><li>للكميات من 30 طنًا فأكثر</li></ul>`,
      bodyEn: `<p>${p.en} has ${up ? 'raised' : 'cut'} its ex-factory rebar price by LE ${fmt(d)} a ton, effective this morning.</p><p>A company source cited ${up ? 'the higher cost of imported billet and energy' : 'weak seasonal demand and lower global scrap prices'}.</p><ul><li>Prices include VAT</li><li>For quantities of 30 tons or more</li></ul>`,
      ...src(c),
    };
  },
  (c) => {
    const pct = c.rng.int(4, 18);
    return {
      titleAr: `أسعار الطوب والرمل والزلط ترتفع ${pct}% في ${c.monthAr}`,
      titleEn: `Bricks, sand and aggregates up ${pct}% in ${c.monthEn}`,
      bodyAr: `<p>ارتفعت أسعار مواد البناء المكملة، من الطوب الطفلي إلى الرمل والزلط، بنسبة تصل إلى ${pct}% خلال ${c.monthAr}.</p><p>ويقول مقاولون إن الزيادة ترجع إلى تكاليف النقل واستخراج الخامات، وإن أثرها على تكلفة المتر المسطح محدود مقارنة بالحديد.</p>`,
      bodyEn: `<p>Prices of complementary materials, from clay bricks to sand and aggregates, rose by up to ${pct}% in ${c.monthEn}.</p><p>Contractors attribute the rise to haulage and quarrying costs and say its effect on the cost per square metre is small compared with steel.</p>`,
      ...src(c),
    };
  },
];

const CEMENT: Template[] = [
  (c) => {
    const p = c.rng.pick(c.cement);
    const d = c.rng.int(5, 30) * 10;
    const up = c.rng.chance(0.6);
    return {
      titleAr: `${p.ar} ${up ? 'ترفع' : 'تخفض'} سعر الأسمنت الرمادي ${d} جنيهًا للطن`,
      titleEn: `${p.en} ${up ? 'raises' : 'cuts'} grey cement by LE ${d} a ton`,
      bodyAr: `<p>${up ? 'رفعت' : 'خفضت'} ${p.ar} سعر طن الأسمنت البورتلاندي العادي بقيمة ${d} جنيهًا تسليم أرض المصنع.</p><p>ويأتي القرار في ظل ${up ? 'ارتفاع تكلفة الطاقة والتعبئة' : 'تراجع المبيعات المحلية في موسم الأمطار'}، فيما أبقت الشركة على أسعار الأسمنت المقاوم للكبريتات دون تغيير.</p>`,
      bodyEn: `<p>${p.en} has ${up ? 'raised' : 'cut'} its ex-factory price of ordinary Portland cement by LE ${d} a ton.</p><p>The move comes amid ${up ? 'higher energy and packaging costs' : 'slower local sales in the rainy season'}; the company kept its sulfate-resisting cement price unchanged.</p>`,
      ...src(c),
    };
  },
  (c) => {
    const p = c.rng.pick(c.cement);
    const cap = c.rng.int(8, 30) / 10;
    return {
      titleAr: `${p.ar} تبدأ تشغيل خط إنتاج جديد بطاقة ${cap} مليون طن سنويًا`,
      titleEn: `${p.en} starts a new ${cap} million-ton-a-year production line`,
      bodyAr: `<p>بدأت ${p.ar} التشغيل التجريبي لخط إنتاج جديد بطاقة ${cap} مليون طن سنويًا.</p><h2>تفاصيل الخط</h2><ul><li>فرن دوار حديث موفر للطاقة</li><li>نظام لاستخدام الوقود البديل بنسبة تصل إلى 30%</li><li>مطحنة رأسية للأسمنت</li></ul><p>وتستهدف الشركة توجيه جزء من الإنتاج للتصدير.</p>`,
      bodyEn: `<p>${p.en} has started trial operation of a new ${cap} million-ton-a-year line.</p><h2>The line</h2><ul><li>A modern energy-saving rotary kiln</li><li>Alternative fuels at up to 30% of the heat input</li><li>A vertical roller mill for cement grinding</li></ul><p>The company aims to export part of the output.</p>`,
      ...src(c),
    };
  },
  (c) => {
    const pct = c.rng.int(6, 35);
    const mt = c.rng.int(8, 25) / 10;
    return {
      titleAr: `صادرات الأسمنت المصري ترتفع ${pct}% وتبلغ ${mt} مليون طن`,
      titleEn: `Egyptian cement exports up ${pct}% to ${mt} million tons`,
      bodyAr: `<p>ارتفعت صادرات الأسمنت والكلينكر بنسبة ${pct}% لتبلغ نحو ${mt} مليون طن خلال الربع الأخير.</p><p>وتتصدر أسواق غرب أفريقيا وشرق المتوسط قائمة الوجهات، فيما يشكل الكلينكر الحصة الأكبر من الشحنات.</p><ul><li>الكلينكر: نحو 60% من الكميات</li><li>الأسمنت المعبأ: نحو 40%</li></ul>`,
      bodyEn: `<p>Cement and clinker exports rose ${pct}% to about ${mt} million tons in the last quarter.</p><p>West Africa and the Eastern Mediterranean lead the destinations, with clinker making up most shipments.</p><ul><li>Clinker: about 60% of volume</li><li>Bagged cement: about 40%</li></ul>`,
      ...src(c),
    };
  },
  (c) => {
    const mt = c.rng.int(38, 52) / 10;
    const pct = c.rng.int(1, 9);
    const up = c.rng.chance(0.55);
    return {
      titleAr: `مبيعات الأسمنت المحلية في ${c.monthAr} تسجل ${mt} مليون طن`,
      titleEn: `Local cement dispatches reach ${mt} million tons in ${c.monthEn}`,
      bodyAr: `<p>بلغت مبيعات الأسمنت في السوق المحلية نحو ${mt} مليون طن خلال ${c.monthAr}، ${up ? 'بزيادة' : 'بانخفاض'} ${pct}% عن الشهر نفسه من العام الماضي.</p><p>وجاءت محافظات القاهرة الكبرى والدلتا في مقدمة المحافظات استهلاكًا.</p>`,
      bodyEn: `<p>Local cement sales reached about ${mt} million tons in ${c.monthEn}, ${up ? 'up' : 'down'} ${pct}% on the same month last year.</p><p>Greater Cairo and the Delta governorates consumed the most.</p>`,
      ...src(c),
    };
  },
  (c) => {
    const p = c.rng.pick(c.cement);
    return {
      titleAr: `${p.ar} تطرح عبوة جديدة 25 كجم للأسمنت الأبيض`,
      titleEn: `${p.en} launches a 25 kg bag of white cement`,
      bodyAr: `<p>طرحت ${p.ar} عبوة جديدة وزنها 25 كجم من الأسمنت الأبيض تلبية لطلب ورش التشطيب والديكور.</p><p>وتقول الشركة إن العبوة الأصغر تسهل النقل داخل المباني وتقلل الهدر.</p>`,
      bodyEn: `<p>${p.en} has launched a 25 kg bag of white cement for finishing and decoration workshops.</p><p>The company says the smaller bag is easier to carry on site and reduces waste.</p>`,
      ...src(c),
    };
  },
  (c) => {
    const p = c.rng.pick(c.cement);
    const gov = c.rng.pick(c.govs);
    return {
      titleAr: `${p.ar} توقع عقد توريد أسمنت مقاوم للكبريتات لمشروع ساحلي في ${gov.ar}`,
      titleEn: `${p.en} signs sulfate-resisting cement supply deal for a coastal project in ${gov.en}`,
      bodyAr: `<p>وقعت ${p.ar} عقدًا لتوريد الأسمنت المقاوم للكبريتات لمشروع بنية تحتية ساحلي في ${gov.ar}.</p><p>ويستخدم هذا النوع في الأساسات والمنشآت المعرضة للمياه المالحة والتربة الغنية بالأملاح.</p>`,
      bodyEn: `<p>${p.en} has signed a contract to supply sulfate-resisting cement to a coastal infrastructure project in ${gov.en}.</p><p>This type is used for foundations and structures exposed to seawater and saline soils.</p>`,
      ...src(c),
    };
  },
  (c) => {
    const p = c.rng.pick(c.cement);
    const pct = c.rng.int(5, 40);
    return {
      titleAr: `أرباح ${p.ar} الفصلية ترتفع ${pct}% بدعم التصدير`,
      titleEn: `${p.en} quarterly profit up ${pct}% on exports`,
      bodyAr: `<p>أعلنت ${p.ar} نمو أرباحها الفصلية بنسبة ${pct}%، مدعومة بزيادة الكميات المصدرة وتحسن كفاءة استهلاك الطاقة.</p><ul><li>نمو الإيرادات من التصدير</li><li>خفض استهلاك الفحم بإحلال الوقود البديل</li></ul>`,
      bodyEn: `<p>${p.en} reported a ${pct}% rise in quarterly profit, helped by higher export volumes and better energy efficiency.</p><ul><li>Growth in export revenue</li><li>Less coal thanks to alternative fuels</li></ul>`,
      ...src(c),
    };
  },
];

const WORLD_PLACES = [
  { ar: 'الهند', en: 'India' },
  { ar: 'فيتنام', en: 'Vietnam' },
  { ar: 'تركيا', en: 'Turkey' },
  { ar: 'البرازيل', en: 'Brazil' },
  { ar: 'إندونيسيا', en: 'Indonesia' },
  { ar: 'المغرب', en: 'Morocco' },
  { ar: 'نيجيريا', en: 'Nigeria' },
  { ar: 'ألمانيا', en: 'Germany' },
  { ar: 'السعودية', en: 'Saudi Arabia' },
  { ar: 'الإمارات', en: 'the UAE' },
];

const WORLD: Template[] = [
  (c) => {
    const pl = c.rng.pick(WORLD_PLACES);
    const pct = c.rng.int(2, 9);
    return {
      titleAr: `توقعات بنمو الطلب على الأسمنت في ${pl.ar} ${pct}% هذا العام`,
      titleEn: `Cement demand in ${pl.en} forecast to grow ${pct}% this year`,
      bodyAr: `<p>تشير تقديرات محللين إلى نمو الطلب على الأسمنت في ${pl.ar} بنحو ${pct}% خلال العام الجاري، مع استمرار الإنفاق على البنية التحتية.</p><h2>العوامل المؤثرة</h2><ul><li>مشروعات الطرق والموانئ</li><li>الإسكان الحضري</li><li>أسعار الطاقة</li></ul>`,
      bodyEn: `<p>Analysts expect cement demand in ${pl.en} to grow by about ${pct}% this year as infrastructure spending continues.</p><h2>Drivers</h2><ul><li>Road and port projects</li><li>Urban housing</li><li>Energy prices</li></ul>`,
      ...src(c),
    };
  },
  (c) => {
    const pl = c.rng.pick(WORLD_PLACES);
    const kt = c.rng.int(50, 400);
    return {
      titleAr: `مشروع تجريبي لاحتجاز ${kt} ألف طن من الكربون سنويًا بمصنع أسمنت في ${pl.ar}`,
      titleEn: `Pilot to capture ${kt},000 tons of CO2 a year at a cement plant in ${pl.en}`,
      bodyAr: `<p>أعلن تحالف صناعي عن مشروع تجريبي لاحتجاز نحو ${kt} ألف طن من ثاني أكسيد الكربون سنويًا من غازات أفران مصنع أسمنت في ${pl.ar}.</p><p>ويعد احتجاز الكربون من أبرز المسارات لخفض انبعاثات الصناعة التي تمثل نحو 7% من الانبعاثات العالمية.</p>`,
      bodyEn: `<p>An industry consortium has announced a pilot to capture about ${kt},000 tons of CO2 a year from the kiln gases of a cement plant in ${pl.en}.</p><p>Carbon capture is one of the main routes to cutting the emissions of an industry responsible for about 7% of global CO2.</p>`,
      ...src(c),
    };
  },
  (c) => {
    const usd = c.rng.int(38, 52);
    const up = c.rng.chance(0.5);
    return {
      titleAr: `أسعار الكلينكر في البحر المتوسط ${up ? 'ترتفع' : 'تتراجع'} إلى ${usd} دولارًا للطن`,
      titleEn: `Mediterranean clinker prices ${up ? 'rise' : 'ease'} to $${usd} a ton`,
      bodyAr: `<p>${up ? 'ارتفعت' : 'تراجعت'} أسعار الكلينكر تسليم ظهر السفينة في موانئ شرق المتوسط إلى نحو ${usd} دولارًا للطن.</p><p>ويتابع المصدرون المصريون والأتراك تطورات الطلب في غرب أفريقيا وأمريكا اللاتينية.</p>`,
      bodyEn: `<p>FOB clinker prices at Eastern Mediterranean ports ${up ? 'rose' : 'eased'} to about $${usd} a ton.</p><p>Egyptian and Turkish exporters are watching demand in West Africa and Latin America.</p>`,
      ...src(c),
    };
  },
  (c) => {
    const pl = c.rng.pick(WORLD_PLACES);
    const pct = c.rng.int(20, 40);
    return {
      titleAr: `${pl.ar}: توسع في إنتاج الأسمنت منخفض الكلينكر بالطين المكلس`,
      titleEn: `${pl.en} expands low-clinker calcined-clay cement`,
      bodyAr: `<p>تتوسع مصانع في ${pl.ar} في إنتاج أسمنت يعتمد على الطين المكلس والحجر الجيري، ما يخفض الانبعاثات بنحو ${pct}%.</p><p>ويتطلب هذا النوع توافر خامات الطين المناسبة وتعديل معايير البناء المحلية.</p>`,
      bodyEn: `<p>Plants in ${pl.en} are expanding production of cement based on calcined clay and limestone, cutting emissions by about ${pct}%.</p><p>The approach needs suitable clay deposits and updated local building codes.</p>`,
      ...src(c),
    };
  },
  (c) => {
    const usd = c.rng.int(90, 160);
    return {
      titleAr: `أسعار فحم البترول عند ${usd} دولارًا للطن وتأثيرها على تكلفة الأسمنت`,
      titleEn: `Petcoke at $${usd} a ton and what it means for cement costs`,
      bodyAr: `<p>استقرت أسعار فحم البترول المستخدم في أفران الأسمنت قرب ${usd} دولارًا للطن.</p><p>وتمثل الطاقة ما يصل إلى 40% من تكلفة إنتاج الكلينكر، لذا تتجه المصانع إلى الوقود البديل من المخلفات الزراعية والبلدية.</p>`,
      bodyEn: `<p>Petroleum coke, the main kiln fuel, has settled near $${usd} a ton.</p><p>Energy can be up to 40% of the cost of clinker, which is pushing plants towards alternative fuels from agricultural and municipal waste.</p>`,
      ...src(c),
    };
  },
  (c) => {
    const pl = c.rng.pick(WORLD_PLACES);
    const mt = c.rng.int(5, 30) / 10;
    return {
      titleAr: `محطة طحن جديدة بطاقة ${mt} مليون طن في ${pl.ar}`,
      titleEn: `New ${mt} million-ton grinding plant in ${pl.en}`,
      bodyAr: `<p>بدأ تشغيل محطة طحن أسمنت جديدة بطاقة ${mt} مليون طن سنويًا في ${pl.ar}، تعتمد على كلينكر مستورد.</p><p>وتقلل محطات الطحن القريبة من الأسواق تكلفة النقل مقارنة باستيراد الأسمنت المعبأ.</p>`,
      bodyEn: `<p>A new ${mt} million-ton-a-year cement grinding plant has started in ${pl.en}, running on imported clinker.</p><p>Grinding plants close to the market cut transport costs compared with importing bagged cement.</p>`,
      ...src(c),
    };
  },
  (c) => {
    const bt = c.rng.int(40, 43) / 10;
    return {
      titleAr: `الإنتاج العالمي للأسمنت يقترب من ${bt} مليار طن`,
      titleEn: `World cement output nears ${bt} billion tons`,
      bodyAr: `<p>تشير تقديرات الصناعة إلى أن الإنتاج العالمي للأسمنت يقترب من ${bt} مليار طن سنويًا، تستحوذ الصين على نحو نصفه.</p><ul><li>تباطؤ في الصين مع تراجع القطاع العقاري</li><li>نمو في الهند وجنوب شرق آسيا وأفريقيا</li></ul>`,
      bodyEn: `<p>Industry estimates put world cement output near ${bt} billion tons a year, about half of it in China.</p><ul><li>A slowdown in China as property cools</li><li>Growth in India, South-East Asia and Africa</li></ul>`,
      ...src(c),
    };
  },
];

export const NEWS_TEMPLATES: Record<1 | 2 | 3, Template[]> = { 1: GENERAL, 2: CEMENT, 3: WORLD };

export const MONTHS = [
  ['يناير', 'January'], ['فبراير', 'February'], ['مارس', 'March'], ['أبريل', 'April'], ['مايو', 'May'], ['يونيو', 'June'],
  ['يوليو', 'July'], ['أغسطس', 'August'], ['سبتمبر', 'September'], ['أكتوبر', 'October'], ['نوفمبر', 'November'], ['ديسمبر', 'December'],
] as const;
