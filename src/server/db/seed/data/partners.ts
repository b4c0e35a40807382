/** Demo industry partners: invented companies, 2–4 per profile type. */
import type { CountrySlug } from '../../../../shared/constants';

export const PROFILE_TYPES = [
  { slug: 'contractors', nameAr: 'المقاولون', nameEn: 'Contractors' },
  { slug: 'consultants', nameAr: 'المكاتب الاستشارية', nameEn: 'Consultants' },
  { slug: 'equipment-suppliers', nameAr: 'موردو المعدات', nameEn: 'Equipment suppliers' },
  { slug: 'logistics', nameAr: 'النقل والخدمات اللوجستية', nameEn: 'Logistics' },
  { slug: 'finance', nameAr: 'البنوك والتمويل', nameEn: 'Banks and finance' },
] as const;

export interface PartnerDef {
  type: (typeof PROFILE_TYPES)[number]['slug'];
  country: CountrySlug;
  nameAr: string;
  nameEn: string;
  addressAr: string;
  addressEn: string;
  aboutAr: string;
  aboutEn: string;
  website?: string;
}

export const PARTNERS: PartnerDef[] = [
  { type: 'contractors', country: 'egypt', nameAr: 'الأعمدة الثلاثة للمقاولات', nameEn: 'Three Pillars Contracting', addressAr: 'التجمع الخامس، القاهرة الجديدة', addressEn: 'Fifth Settlement, New Cairo', aboutAr: 'مقاولات عامة للمباني السكنية والإدارية والبنية التحتية.', aboutEn: 'General contracting for residential, office and infrastructure works.', website: 'https://three-pillars.example' },
  { type: 'contractors', country: 'egypt', nameAr: 'النخبة للإنشاءات', nameEn: 'Elite Build Construction', addressAr: 'سموحة، الإسكندرية', addressEn: 'Smouha, Alexandria', aboutAr: 'تنفيذ الهياكل الخرسانية والأعمال البحرية.', aboutEn: 'Concrete structures and marine works.' },
  { type: 'contractors', country: 'saudi', nameAr: 'رمال الشرق للمقاولات', nameEn: 'Eastern Sands Contracting', addressAr: 'الدمام، المنطقة الشرقية', addressEn: 'Dammam, Eastern Province', aboutAr: 'مشروعات صناعية ومستودعات.', aboutEn: 'Industrial projects and warehouses.' },
  { type: 'consultants', country: 'egypt', nameAr: 'المحور الهندسي للاستشارات', nameEn: 'Axis Engineering Consultants', addressAr: 'الدقي، الجيزة', addressEn: 'Dokki, Giza', aboutAr: 'تصميم إنشائي وإشراف على التنفيذ واختبارات الجودة.', aboutEn: 'Structural design, site supervision and quality testing.', website: 'https://axis-eng.example' },
  { type: 'consultants', country: 'egypt', nameAr: 'بيت الخبرة للاختبارات', nameEn: 'Test House Laboratories', addressAr: 'مدينة نصر، القاهرة', addressEn: 'Nasr City, Cairo', aboutAr: 'معمل معتمد لاختبارات الأسمنت والخرسانة والحديد.', aboutEn: 'Accredited laboratory for cement, concrete and steel testing.' },
  { type: 'consultants', country: 'emirate', nameAr: 'مدار للاستشارات الهندسية', nameEn: 'Madar Engineering Consultancy', addressAr: 'دبي', addressEn: 'Dubai', aboutAr: 'استشارات الاستدامة والمباني الخضراء.', aboutEn: 'Sustainability and green-building consultancy.' },
  { type: 'equipment-suppliers', country: 'egypt', nameAr: 'الرافعة الذهبية للمعدات', nameEn: 'Golden Crane Equipment', addressAr: 'العاشر من رمضان، الشرقية', addressEn: '10th of Ramadan City, Sharqia', aboutAr: 'بيع وتأجير الأوناش ومضخات الخرسانة.', aboutEn: 'Sale and rental of cranes and concrete pumps.', website: 'https://golden-crane.example' },
  { type: 'equipment-suppliers', country: 'egypt', nameAr: 'ميكسر برو', nameEn: 'MixerPro Machinery', addressAr: 'أكتوبر، الجيزة', addressEn: '6th of October City, Giza', aboutAr: 'محطات خلط الخرسانة وقطع الغيار.', aboutEn: 'Concrete batching plants and spare parts.' },
  { type: 'logistics', country: 'egypt', nameAr: 'القافلة للنقل الثقيل', nameEn: 'Caravan Heavy Haulage', addressAr: 'العين السخنة، السويس', addressEn: 'Ain Sokhna, Suez', aboutAr: 'نقل الأسمنت السائب والحديد بأسطول حديث.', aboutEn: 'Bulk cement and steel haulage with a modern fleet.' },
  { type: 'logistics', country: 'egypt', nameAr: 'الممر اللوجستي', nameEn: 'Corridor Logistics', addressAr: 'بورسعيد', addressEn: 'Port Said', aboutAr: 'تخليص جمركي وشحن بحري للكلينكر.', aboutEn: 'Customs clearance and sea freight for clinker.' },
  { type: 'logistics', country: 'oman', nameAr: 'مرافئ الخليج للشحن', nameEn: 'Gulf Harbours Shipping', addressAr: 'صحار', addressEn: 'Sohar', aboutAr: 'خدمات موانئ وتخزين.', aboutEn: 'Port services and storage.' },
  { type: 'finance', country: 'egypt', nameAr: 'بنك البناء التجريبي', nameEn: 'Demo Builders Bank', addressAr: 'وسط البلد، القاهرة', addressEn: 'Downtown, Cairo', aboutAr: 'تمويل المقاولين وتجار مواد البناء.', aboutEn: 'Finance for contractors and building-materials traders.' },
  { type: 'finance', country: 'egypt', nameAr: 'تمويل الأساس', nameEn: 'Foundation Finance', addressAr: 'المعادي، القاهرة', addressEn: 'Maadi, Cairo', aboutAr: 'تأجير تمويلي للمعدات.', aboutEn: 'Equipment leasing.', website: 'https://foundation-finance.example' },
];
