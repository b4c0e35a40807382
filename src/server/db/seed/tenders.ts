// Longer than 300 lines: demo data, fifteen bilingual tenders read top to bottom; no logic to split.
/** Seed step and row builder of the tenders board (issue 31 item 7): fifteen Egyptian tenders, some closed. */
import { eq, inArray } from 'drizzle-orm';
import { addDays, todayIso } from '../../../shared/dates';
import * as s from '../schema/index';
import { nextSeq } from './builders';
import type { Executor } from './types';

type TenderInsert = typeof s.tenders.$inferInsert;

export const buildTender = (o: Partial<TenderInsert> = {}): TenderInsert => {
  const seq = nextSeq();
  return {
    titleAr: `مناقصة ${seq}`,
    titleEn: `Tender ${seq}`,
    buyerAr: 'جهة حكومية',
    buyerEn: 'A public buyer',
    kind: 'public',
    governorateId: 1,
    quantity: '1000.00',
    unitAr: 'طن',
    unitEn: 'tonnes',
    deadline: addDays(todayIso(), 30),
    documentsUrl: `https://tenders.example.eg/${seq}`,
    ...o,
  };
};

interface DemoTender {
  titleAr: string;
  titleEn: string;
  buyerAr: string;
  buyerEn: string;
  kind: 'public' | 'private';
  /** English name of the governorate (seed/data/geography.json). */
  gov: string;
  products: Array<'cement' | 'steel' | 'gypsum'>;
  quantity: number;
  unit: 'ton' | 'bag' | 'lot';
  /** Deadline in days from today (negative: already past). */
  due: number;
  /** Published this many days ago. */
  ago: number;
  status?: 'open' | 'closed' | 'awarded' | 'cancelled';
  descriptionAr: string;
  descriptionEn: string;
}

const UNITS = { ton: ['طن', 'tonnes'], bag: ['شيكارة', 'bags'], lot: ['عملية', 'lot'] } as const;

const DEMO: DemoTender[] = [
  {
    titleAr: 'توريد أسمنت بورتلاندي لمشروع إسكان اجتماعي بأسيوط الجديدة',
    titleEn: 'Supply of Portland cement for a social housing project in New Asyut',
    buyerAr: 'هيئة المجتمعات العمرانية الجديدة',
    buyerEn: 'New Urban Communities Authority',
    kind: 'public',
    gov: 'Asyut',
    products: ['cement'],
    quantity: 12000,
    unit: 'ton',
    due: 21,
    ago: 2,
    descriptionAr: 'توريد على دفعات شهرية إلى موقع 1200 وحدة سكنية، أسمنت بورتلاندي عادي 42.5 مطابق للمواصفة المصرية 4756.',
    descriptionEn: 'Monthly deliveries to a 1,200-unit site; ordinary Portland cement 42.5 to Egyptian standard 4756.',
  },
  {
    titleAr: 'توريد حديد تسليح لكوبري محور الجيزة',
    titleEn: 'Supply of reinforcing steel for the Giza axis bridge',
    buyerAr: 'الهيئة العامة للطرق والكباري',
    buyerEn: 'General Authority for Roads and Bridges',
    kind: 'public',
    gov: 'Giza',
    products: ['steel'],
    quantity: 4500,
    unit: 'ton',
    due: 14,
    ago: 4,
    descriptionAr: 'أسياخ حديد عالي المقاومة أقطار 16 إلى 32 مم مع شهادات الجودة لكل رسالة.',
    descriptionEn: 'High-tensile bars, 16 to 32 mm, with a mill certificate for every delivery.',
  },
  {
    titleAr: 'أعمال إنشاء مدرسة ثانوية بمدينة سوهاج',
    titleEn: 'Construction of a secondary school in Sohag city',
    buyerAr: 'الهيئة العامة للأبنية التعليمية',
    buyerEn: 'General Authority for Educational Buildings',
    kind: 'public',
    gov: 'Sohag',
    products: ['cement', 'steel'],
    quantity: 1,
    unit: 'lot',
    due: 30,
    ago: 1,
    descriptionAr: 'مقاولة عامة شاملة توريد المواد: هيكل خرساني من ثلاثة طوابق وأعمال التشطيب.',
    descriptionEn: 'General contract including materials: a three-storey concrete frame and finishing works.',
  },
  {
    titleAr: 'توريد جبس بلدي لأعمال التشطيبات بمستشفى المنيا الجامعي',
    titleEn: 'Supply of building gypsum for finishing works at Minya University Hospital',
    buyerAr: 'جامعة المنيا',
    buyerEn: 'Minya University',
    kind: 'public',
    gov: 'Minya',
    products: ['gypsum'],
    quantity: 800,
    unit: 'ton',
    due: 10,
    ago: 6,
    descriptionAr: 'جبس مطحون ناعم معبأ في شكائر 40 كجم، التسليم بالموقع.',
    descriptionEn: 'Finely ground gypsum in 40 kg bags, delivered to site.',
  },
  {
    titleAr: 'توريد أسمنت مقاوم للكبريتات لمحطة معالجة صرف صحي بالإسماعيلية',
    titleEn: 'Supply of sulphate-resisting cement for a wastewater plant in Ismailia',
    buyerAr: 'الشركة القابضة لمياه الشرب والصرف الصحي',
    buyerEn: 'Holding Company for Water and Wastewater',
    kind: 'public',
    gov: 'Ismailia',
    products: ['cement'],
    quantity: 6000,
    unit: 'ton',
    due: 18,
    ago: 3,
    descriptionAr: 'أسمنت مقاوم للكبريتات مطابق للمواصفة 583 للخزانات والأحواض.',
    descriptionEn: 'Sulphate-resisting cement to standard 583 for tanks and basins.',
  },
  {
    titleAr: 'حديد تسليح لأبراج سكنية بالعاصمة الإدارية',
    titleEn: 'Reinforcing steel for residential towers in the New Administrative Capital',
    buyerAr: 'شركة العاصمة للتطوير العقاري',
    buyerEn: 'Capital Real Estate Development Co.',
    kind: 'private',
    gov: 'Cairo',
    products: ['steel'],
    quantity: 9000,
    unit: 'ton',
    due: 25,
    ago: 5,
    descriptionAr: 'توريد على ست دفعات وفق جدول التنفيذ، مع إمكانية التقسيط.',
    descriptionEn: 'Six deliveries following the works schedule; instalments possible.',
  },
  {
    titleAr: 'توريد أسمنت أبيض لواجهات فندق بالغردقة',
    titleEn: 'Supply of white cement for hotel façades in Hurghada',
    buyerAr: 'مجموعة البحر الأحمر للفنادق',
    buyerEn: 'Red Sea Hotels Group',
    kind: 'private',
    gov: 'Red Sea',
    products: ['cement'],
    quantity: 350,
    unit: 'ton',
    due: 12,
    ago: 7,
    descriptionAr: 'أسمنت أبيض عالي البياض للبياض الخارجي والديكورات.',
    descriptionEn: 'High-whiteness white cement for external rendering and decoration.',
  },
  {
    titleAr: 'إنشاء صوامع غلال بمحافظة الشرقية',
    titleEn: 'Construction of grain silos in Sharqia',
    buyerAr: 'الشركة المصرية القابضة للصوامع والتخزين',
    buyerEn: 'Egyptian Holding Company for Silos and Storage',
    kind: 'public',
    gov: 'Sharqia',
    products: ['cement', 'steel'],
    quantity: 15000,
    unit: 'ton',
    due: 40,
    ago: 1,
    descriptionAr: 'صوامع خرسانية بسعة 60 ألف طن، شاملة الأساسات العميقة.',
    descriptionEn: 'Concrete silos for 60,000 tonnes, deep foundations included.',
  },
  {
    titleAr: 'توريد أسمنت لرصف طرق قرى حياة كريمة بقنا',
    titleEn: 'Cement for village roads of Decent Life in Qena',
    buyerAr: 'محافظة قنا',
    buyerEn: 'Qena Governorate',
    kind: 'public',
    gov: 'Qena',
    products: ['cement'],
    quantity: 50000,
    unit: 'bag',
    due: 9,
    ago: 8,
    descriptionAr: 'أسمنت معبأ في شكائر 50 كجم يسلم إلى مراكز المحافظة.',
    descriptionEn: '50 kg bags delivered to the governorate’s districts.',
  },
  {
    titleAr: 'ألواح وجبس لمبنى إداري بالإسكندرية',
    titleEn: 'Gypsum for an office building in Alexandria',
    buyerAr: 'شركة الإسكندرية للاستثمار العقاري',
    buyerEn: 'Alexandria Real Estate Investment Co.',
    kind: 'private',
    gov: 'Alexandria',
    products: ['gypsum'],
    quantity: 220,
    unit: 'ton',
    due: 16,
    ago: 2,
    descriptionAr: 'جبس للأسقف المعلقة والقواطع الداخلية.',
    descriptionEn: 'Gypsum for suspended ceilings and partitions.',
  },
  {
    titleAr: 'توريد حديد تسليح لمحطة قطار سريع ببني سويف',
    titleEn: 'Reinforcing steel for a high-speed rail station in Beni Suef',
    buyerAr: 'الهيئة القومية للأنفاق',
    buyerEn: 'National Authority for Tunnels',
    kind: 'public',
    gov: 'Beni Suef',
    products: ['steel'],
    quantity: 3200,
    unit: 'ton',
    due: -3,
    ago: 30,
    descriptionAr: 'انتهى موعد تقديم العروض؛ الفحص الفني جارٍ.',
    descriptionEn: 'Offers are closed; technical evaluation under way.',
  },
  {
    titleAr: 'أسمنت وحديد لتوسعة ميناء دمياط',
    titleEn: 'Cement and steel for the Damietta port extension',
    buyerAr: 'هيئة ميناء دمياط',
    buyerEn: 'Damietta Port Authority',
    kind: 'public',
    gov: 'Damietta',
    products: ['cement', 'steel'],
    quantity: 20000,
    unit: 'ton',
    due: -10,
    ago: 45,
    status: 'awarded',
    descriptionAr: 'رست المناقصة على تحالف من ثلاث شركات.',
    descriptionEn: 'Awarded to a consortium of three companies.',
  },
  {
    titleAr: 'توريد أسمنت لمجمع سكني بالفيوم',
    titleEn: 'Cement for a housing compound in Faiyum',
    buyerAr: 'شركة الفيوم للمقاولات',
    buyerEn: 'Faiyum Contracting Co.',
    kind: 'private',
    gov: 'Faiyum',
    products: ['cement'],
    quantity: 2500,
    unit: 'ton',
    due: -1,
    ago: 20,
    descriptionAr: 'انتهى موعد التقديم أمس.',
    descriptionEn: 'Offers closed yesterday.',
  },
  {
    titleAr: 'إنشاء وحدة صحية بقرية في أسوان',
    titleEn: 'Construction of a rural health unit in Aswan',
    buyerAr: 'وزارة الصحة والسكان',
    buyerEn: 'Ministry of Health and Population',
    kind: 'public',
    gov: 'Aswan',
    products: ['cement', 'steel', 'gypsum'],
    quantity: 1,
    unit: 'lot',
    due: 5,
    ago: 12,
    status: 'cancelled',
    descriptionAr: 'أُلغيت المناقصة لإعادة الطرح بمواصفات معدلة.',
    descriptionEn: 'Cancelled, to be tendered again with revised specifications.',
  },
  {
    titleAr: 'توريد حديد لمصنع أسمدة بالسويس',
    titleEn: 'Steel for a fertiliser plant in Suez',
    buyerAr: 'شركة السويس للأسمدة',
    buyerEn: 'Suez Fertilisers Co.',
    kind: 'private',
    gov: 'Suez',
    products: ['steel'],
    quantity: 1800,
    unit: 'ton',
    due: -20,
    ago: 60,
    status: 'closed',
    descriptionAr: 'أغلقتها الشركة بعد تلقي العروض.',
    descriptionEn: 'Closed by the company after receiving offers.',
  },
];

/** The demo tenders (published up to two months ago; four past their deadline or ended); returns how many. */
export async function seedTenders(db: Executor, today = todayIso()): Promise<number> {
  const egypt = (await db.select({ id: s.countries.id }).from(s.countries).where(eq(s.countries.slug, 'egypt')))[0];
  if (!egypt) return 0;
  const govs = await db.select({ id: s.governorates.id, nameEn: s.governorates.nameEn }).from(s.governorates).where(eq(s.governorates.countryId, egypt.id));
  const prods = await db
    .select({ id: s.products.id, slug: s.products.slug })
    .from(s.products)
    .where(inArray(s.products.slug, ['cement', 'steel', 'gypsum']));
  const govId = new Map(govs.map((g) => [g.nameEn, g.id]));
  const productId = new Map(prods.map((p) => [p.slug, p.id]));
  let count = 0;
  for (const [i, d] of DEMO.entries()) {
    const gov = govId.get(d.gov);
    const materials = d.products.map((p) => productId.get(p)).filter((id): id is number => id !== undefined);
    if (!gov || !materials.length) continue;
    const [unitAr, unitEn] = UNITS[d.unit];
    const [row] = await db
      .insert(s.tenders)
      .values(
        buildTender({
          titleAr: d.titleAr,
          titleEn: d.titleEn,
          buyerAr: d.buyerAr,
          buyerEn: d.buyerEn,
          kind: d.kind,
          governorateId: gov,
          quantity: d.quantity.toFixed(2),
          unitAr,
          unitEn,
          deadline: addDays(today, d.due),
          documentsUrl: `https://tenders.example.eg/${2026}/${1001 + i}`,
          status: d.status ?? 'open',
          descriptionAr: d.descriptionAr,
          descriptionEn: d.descriptionEn,
          publishedAt: new Date(Date.parse(`${addDays(today, -d.ago)}T08:00:00Z`)),
        }),
      )
      .returning({ id: s.tenders.id });
    await db.insert(s.tenderMaterials).values(materials.map((productId) => ({ tenderId: row!.id, productId })));
    count++;
  }
  return count;
}
