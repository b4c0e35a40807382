/**
 * Row builders: a complete insert value with sensible defaults, overridden field by field.
 * Shared by the demo seed (at scale) and tests/factories (one row at a time).
 */
import type * as s from '../schema/index';
import { sanitizeHtml } from '../../platform/sanitize';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

let seq = 0;
/** A process-unique number for unique columns (slugs, usernames, e-mails, invoices). */
export const nextSeq = () => ++seq;

function withSanitised<T extends object>(fields: Array<keyof T>, row: T): T {
  for (const f of fields) if (typeof row[f] === 'string') row[f] = sanitizeHtml(row[f] as string) as T[keyof T];
  return row;
}

export const buildCountry = (o: Partial<Insert<typeof s.countries>> = {}): Insert<typeof s.countries> => {
  const n = nextSeq();
  return { slug: `country-${n}`, nameAr: `دولة ${n}`, nameEn: `Country ${n}`, dialCode: '+20', sort: n, ...o };
};

export const buildGovernorate = (o: Partial<Insert<typeof s.governorates>> & { countryId: number }): Insert<typeof s.governorates> => {
  const n = nextSeq();
  return { nameAr: `محافظة ${n}`, nameEn: `Governorate ${n}`, sort: n, ...o };
};

export const buildProduct = (o: Partial<Insert<typeof s.products>> = {}): Insert<typeof s.products> => {
  const n = nextSeq();
  return { slug: `product-${n}`, nameAr: `منتج ${n}`, nameEn: `Product ${n}`, sort: n, ...o };
};

export const buildProductType = (o: Partial<Insert<typeof s.productTypes>> & { productId: number }): Insert<typeof s.productTypes> => {
  const n = nextSeq();
  return { nameAr: `نوع ${n}`, nameEn: `Type ${n}`, sort: n, ...o };
};

export const buildProducerType = (o: Partial<Insert<typeof s.producerTypes>> = {}): Insert<typeof s.producerTypes> => {
  const n = nextSeq();
  return { slug: `producer-type-${n}`, nameAr: `منتجون ${n}`, nameEn: `Producers ${n}`, sort: n, ...o };
};

export const buildProducer = (o: Partial<Insert<typeof s.producers>> & { producerTypeId: number; countryId: number }): Insert<typeof s.producers> => {
  const n = nextSeq();
  return withSanitised(['descriptionAr', 'descriptionEn'], {
    nameAr: `شركة تجريبية ${n}`,
    nameEn: `Sample Company ${n}`,
    photo: null,
    website: null,
    descriptionAr: `<p>وصف الشركة التجريبية ${n}.</p>`,
    descriptionEn: `<p>About sample company ${n}.</p>`,
    sort: n,
    isActive: true,
    ...o,
  });
};

export const buildUnit = (o: Partial<Insert<typeof s.units>> = {}): Insert<typeof s.units> => {
  const n = nextSeq();
  return { code: `unit-${n}`, nameAr: `وحدة ${n}`, nameEn: `Unit ${n}`, ...o };
};

export const buildItem = (
  o: Partial<Insert<typeof s.items>> & { productId: number; productTypeId: number; producerId: number; unitId: number },
): Insert<typeof s.items> => {
  const n = nextSeq();
  return { nameAr: `صنف ${n}`, nameEn: `Item ${n}`, sort: n, isActive: true, ...o };
};

/** Rich text is stored sanitised (the allow-list of platform/sanitize.ts), whatever the caller passes. */
export const buildNews = (o: Partial<Insert<typeof s.news>> = {}): Insert<typeof s.news> => {
  const n = nextSeq();
  return withSanitised(['bodyAr', 'bodyEn'], {
    categoryId: 1,
    titleAr: `خبر تجريبي رقم ${n}`,
    titleEn: `Sample news item ${n}`,
    bodyAr: `<p>نص الخبر التجريبي رقم ${n}.</p>`,
    bodyEn: `<p>Body of sample news item ${n}.</p>`,
    photo: '',
    sourceAr: 'بناء',
    sourceEn: 'Binaa',
    isSlider: false,
    isActive: true,
    ...o,
  });
};

export const buildAd = (o: Partial<Insert<typeof s.ads>> = {}): Insert<typeof s.ads> => ({
  code: '01-001',
  lang: 'all',
  titleAr: 'إعلان',
  titleEn: 'Advertisement',
  photo: 'ads/placeholder.webp',
  link: 'https://example.com/',
  width: 728,
  height: 90,
  isActive: true,
  ...o,
});

export const buildProfileType = (o: Partial<Insert<typeof s.profileTypes>> = {}): Insert<typeof s.profileTypes> => {
  const n = nextSeq();
  return { slug: `profile-type-${n}`, nameAr: `فئة ${n}`, nameEn: `Category ${n}`, sort: n, ...o };
};

export const buildPartner = (o: Partial<Insert<typeof s.partners>> & { profileTypeId: number; countryId: number }): Insert<typeof s.partners> => {
  const n = nextSeq();
  return withSanitised(['descriptionAr', 'descriptionEn'], {
    nameAr: `شريك ${n}`,
    nameEn: `Partner ${n}`,
    addressAr: 'القاهرة، مصر',
    addressEn: 'Cairo, Egypt',
    descriptionAr: `<p>وصف الشريك ${n}.</p>`,
    descriptionEn: `<p>About partner ${n}.</p>`,
    photo: null,
    website: null,
    isActive: true,
    sort: n,
    ...o,
  });
};

export const buildUser = (o: Partial<Insert<typeof s.users>> = {}): Insert<typeof s.users> => {
  const n = nextSeq();
  const row = {
    fullName: `User ${n}`,
    fullNameAr: `مستخدم ${n}`,
    fullNameEn: `User ${n}`,
    username: `user_${n}`,
    email: `user${n}@example.com`,
    mobile: `0100000${String(n).padStart(4, '0')}`,
    passwordHash: null,
    userActive: true,
    titleId: 2,
    role: 'user' as const,
    ...o,
  };
  return { ...row, email: row.email.toLowerCase() };
};

export const buildSubscriptionType = (o: Partial<Insert<typeof s.subscriptionTypes>> & { id: number }): Insert<typeof s.subscriptionTypes> => ({
  nameAr: `مجموعة ${o.id}`,
  nameEn: `Group ${o.id}`,
  sort: o.id,
  ...o,
});

export const buildPackage = (o: Partial<Insert<typeof s.subscriptionPackages>> & { typeId: number }): Insert<typeof s.subscriptionPackages> => {
  const n = nextSeq();
  return {
    tier: 'basic',
    billing: 'monthly',
    titleAr: `باقة ${n}`,
    titleEn: `Package ${n}`,
    descriptionAr: '',
    descriptionEn: '',
    price: '100.00',
    durationMonths: 1,
    numberOfEmails: 0,
    entitlements: [],
    isActive: true,
    sort: n,
    ...o,
  };
};

export const buildDeal = (
  o: Partial<Insert<typeof s.deals>> &
    Pick<Insert<typeof s.deals>, 'userId' | 'productId' | 'productTypeId' | 'producerId' | 'itemId' | 'governorateId' | 'unitId'>,
): Insert<typeof s.deals> => ({ quantity: '50.00', isActive: true, ...o });

export const buildJob = (o: Partial<Insert<typeof s.jobs>> & { userId: number }): Insert<typeof s.jobs> => {
  const n = nextSeq();
  return {
    email: `jobs${n}@example.com`,
    titleAr: `وظيفة ${n}`,
    titleEn: `Job ${n}`,
    requirementsAr: 'خبرة ثلاث سنوات على الأقل.',
    requirementsEn: 'At least three years of experience.',
    attendanceDate: new Date().toISOString().slice(0, 10),
    isActive: true,
    ...o,
  };
};
