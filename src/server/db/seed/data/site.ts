/** Demo site basic data, demo members, their deals and jobs. */

export const SITE_SETTINGS = {
  aboutAr:
    'بناء منصة عربية لسوق الأسمنت ومواد البناء في مصر والخليج، تجمع الأخبار والأسعار اليومية ودليل المنتجين والشركاء في مكان واحد. البيانات المعروضة في هذا الإصدار التجريبي مختلَقة لأغراض العرض.',
  aboutEn:
    'Binaa is a portal for the cement and building-materials market of Egypt and the Gulf, bringing news, daily prices and directories of producers and partners together. The data in this demo edition is invented for demonstration.',
  missionAr: 'أن نوفر للمقاول والتاجر والمشتري سعرًا واضحًا وخبرًا موثوقًا كل صباح.',
  missionEn: 'To give every contractor, trader and buyer a clear price and reliable news every morning.',
  visionAr: 'أن نكون المرجع الأول لأسعار مواد البناء في المنطقة العربية.',
  visionEn: 'To be the first reference for building-materials prices in the Arab region.',
  goalAr: 'شفافية السوق، وتقليل الفاقد في الوقت والمال عند شراء مواد البناء، وربط المنتجين بالمشترين.',
  goalEn: 'Market transparency, less time and money lost when buying building materials, and links between producers and buyers.',
  disclaimerAr:
    'الأسعار المنشورة استرشادية وقد تختلف عن أسعار البيع الفعلية حسب الكمية ومكان التسليم. لا يتحمل الموقع أي مسؤولية عن قرارات الشراء أو البيع المبنية عليها. أسماء الشركات في النسخة التجريبية خيالية.',
  disclaimerEn:
    'Published prices are indicative and may differ from actual selling prices depending on quantity and delivery point. The site accepts no liability for buying or selling decisions based on them. Company names in the demo edition are fictional.',
  phone: '+20 2 2345 6789',
  whatsapp: '+20 100 123 4567',
  email: 'info@binaa.example',
  facebookLink: 'https://facebook.com/binaa.example',
  twitterLink: 'https://x.com/binaa_example',
  youtubeLink: 'https://youtube.com/@binaa.example',
  linkedinLink: 'https://linkedin.com/company/binaa-example',
};

/** The demo members' password (demo data only; documented in the README). */
export const DEMO_PASSWORD = 'binaa-demo-2026';

export const DEMO_USERS = [
  { username: 'demo_contractor', fullName: 'Karim Hassan', fullNameAr: 'كريم حسن', fullNameEn: 'Karim Hassan', email: 'karim@demo.binaa.example', mobile: '01012345678' },
  { username: 'demo_trader', fullName: 'Mona Adel', fullNameAr: 'منى عادل', fullNameEn: 'Mona Adel', email: 'mona@demo.binaa.example', mobile: '01112345678' },
  { username: 'demo_engineer', fullName: 'Youssef Samir', fullNameAr: 'يوسف سمير', fullNameEn: 'Youssef Samir', email: 'youssef@demo.binaa.example', mobile: '01212345678' },
  { username: 'demo_admin', fullName: 'Binaa Admin', fullNameAr: 'مدير بناء', fullNameEn: 'Binaa Admin', email: 'admin@demo.binaa.example', mobile: '01512345678', role: 'admin' as const },
];

/** Demo jobs; a few carry a monthly salary range in LE (from, to or both). */
export const DEMO_JOBS: { titleAr: string; titleEn: string; requirementsAr: string; requirementsEn: string; salaryFrom?: string; salaryTo?: string }[] = [
  { titleAr: 'مهندس موقع مدني', titleEn: 'Civil site engineer', requirementsAr: 'بكالوريوس هندسة مدنية، خبرة 3 سنوات في المباني الخرسانية، إجادة قراءة المخططات.', requirementsEn: 'BSc civil engineering, 3 years on concrete buildings, fluent in reading drawings.', salaryFrom: '12000.00', salaryTo: '18000.00' },
  { titleAr: 'مندوب مبيعات أسمنت', titleEn: 'Cement sales representative', requirementsAr: 'خبرة في مبيعات مواد البناء، رخصة قيادة، معرفة بسوق القاهرة الكبرى.', requirementsEn: 'Building-materials sales experience, driving licence, knowledge of the Greater Cairo market.', salaryFrom: '8000.00', salaryTo: '15000.00' },
  { titleAr: 'فني معمل اختبارات خرسانة', titleEn: 'Concrete laboratory technician', requirementsAr: 'دبلوم فني، خبرة في اختبارات الضغط والهبوط.', requirementsEn: 'Technical diploma, experience with compressive-strength and slump tests.' },
  { titleAr: 'محاسب تكاليف', titleEn: 'Cost accountant', requirementsAr: 'بكالوريوس تجارة، خبرة في شركات المقاولات، إتقان برامج الجداول.', requirementsEn: 'BCom, contracting-company experience, strong spreadsheet skills.', salaryFrom: '9000.00' },
  { titleAr: 'مشرف مخازن', titleEn: 'Warehouse supervisor', requirementsAr: 'خبرة في إدارة مخازن الحديد والأسمنت والجرد الدوري.', requirementsEn: 'Experience running steel and cement stores and periodic stock counts.' },
  { titleAr: 'سائق نقل ثقيل', titleEn: 'Heavy truck driver', requirementsAr: 'رخصة درجة أولى، خبرة في نقل الأسمنت السائب.', requirementsEn: 'Class-one licence, experience hauling bulk cement.' },
  { titleAr: 'مهندس جودة في مصنع جبس', titleEn: 'Quality engineer, gypsum plant', requirementsAr: 'هندسة كيميائية أو مواد، معرفة بالمواصفات القياسية للجبس.', requirementsEn: 'Chemical or materials engineering, knowledge of gypsum standards.' },
  { titleAr: 'مسؤول مشتريات', titleEn: 'Procurement officer', requirementsAr: 'خبرة في شراء مواد البناء والتفاوض مع الموردين.', requirementsEn: 'Experience buying building materials and negotiating with suppliers.' },
  { titleAr: 'رسام أوتوكاد إنشائي', titleEn: 'Structural AutoCAD draughtsman', requirementsAr: 'خبرة سنتين في رسومات التسليح.', requirementsEn: 'Two years drawing reinforcement details.' },
  { titleAr: 'مدير فرع توزيع', titleEn: 'Distribution branch manager', requirementsAr: 'خبرة 7 سنوات في توزيع مواد البناء وإدارة فريق مبيعات.', requirementsEn: '7 years in building-materials distribution, leading a sales team.', salaryFrom: '25000.00', salaryTo: '35000.00' },
];
