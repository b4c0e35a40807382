/**
 * What a visitor reads on the page, per language: the accessible names the journeys look for.
 * Written out on purpose (not imported from src/web/i18n): a test must notice when a label
 * changes or goes missing. Texts quoted by SPEC.md are marked with their section.
 */
export type Lang = 'ar' | 'en';

export const copy = {
  ar: {
    dir: 'rtl',
    title: 'بناء — أسعار الأسمنت ومواد البناء اليوم',
    mainNav: 'القائمة الرئيسية',
    /** SPEC 2: Home, Prices, News, Producers, Industry Partners, Society. */
    nav: { home: 'الرئيسية', sections: ['الأسعار', 'الأخبار', 'المنتجون', 'شركاء الصناعة', 'المجتمع'] },
    newsSection: 'الأخبار',
    newsCategories: ['كل الأخبار', 'أخبار عامة', 'أخبار الأسمنت', 'الأسمنت حول العالم'],
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
    /** The switch shows the other language's name, in that language. */
    switchLanguage: 'English',
    toggleTheme: 'تبديل الوضع الداكن',
    country: 'الدولة',
    countries: { egypt: 'مصر', saudi: 'السعودية' },
    pricesTitle: 'أسعار مواد البناء اليوم',
    priceColumns: ['الصنف', 'أعلى سعر', 'أقل سعر', 'السعر المعتاد (ج.م)'],
    newsRows: ['أخبار عامة', 'أخبار الأسمنت', 'الأسمنت حول العالم'],
    more: 'المزيد',
    /** Read after "More" by screen readers and crawlers (visually hidden): the row it opens. */
    moreRest: (row: string) => `من ${row}`,
    next: 'التالي',
    moveAround: 'خدماتنا في الخليج',
    gulf: ['السعودية', 'الإمارات', 'عُمان', 'قطر', 'الكويت'],
    favourites: {
      button: 'المفضلة',
      add: 'أضف هذه الصفحة إلى المفضلة',
      removeCurrent: 'احذف هذه الصفحة من المفضلة',
      empty: 'لم تحفظ أي صفحة بعد',
      remove: (name: string) => `حذف «${name}» من المفضلة`,
    },
    contact: {
      page: 'اتصل بنا',
      form: 'راسلنا',
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      code: 'كود الدولة',
      mobile: 'رقم الموبايل',
      message: 'رسالتك',
      send: 'إرسال',
      /** SPEC 7/8 "thank you for contact us", in Arabic (src/shared/i18n/ar/messages.json). */
      thanks: 'شكرًا لتواصلك معنا',
    },
    /** SPEC 5, in Arabic (src/shared/i18n/ar/messages.json). */
    validation: {
      required: 'هذا الحقل مطلوب',
      emailRequired: 'من فضلك أدخل البريد الإلكتروني',
      emailInvalid: 'يجب أن يكون البريد الإلكتروني صحيحًا',
      mobileInvalid: 'من فضلك أدخل رقم الموبايل',
    },
    notFound: { heading: 'عذرًا، هذه الصفحة غير موجودة', back: 'رجوع' },
    visitor: { name: 'زائر تجريبي', message: 'أود معرفة أسعار الأسمنت في الجيزة.' },
    news: {
      categories: 'أقسام الأخبار',
      pagination: 'التنقل بين الصفحات',
      page: (n: number) => `الصفحة ${n}`,
      nextPage: 'الصفحة التالية',
      previousPage: 'الصفحة السابقة',
      source: 'المصدر',
      comments: 'لا تعليقات',
      related: 'موضوعات ذات صلة',
      search: 'ابحث في الأخبار',
      searchTitle: (word: string) => `نتائج البحث عن «${word}»`,
      /** news.results_count, a plural: "3 أخبار", "11 خبرًا", "2 خبران", "خبر واحد", "100 خبر". */
      resultsCount: /^(?:\d+ (?:أخبار|خبرًا|خبران|خبر)|خبر واحد)$/,
    },
    directory: {
      opensWebsite: 'يفتح الموقع في نافذة جديدة',
      about: 'نبذة',
      description: 'الوصف',
      address: 'العنوان',
    },
    society: {
      about: 'من نحن',
      sections: ['من نحن', 'رسالتنا', 'رؤيتنا', 'هدفنا'],
      disclaimer: 'إخلاء المسؤولية',
      contactDetails: 'بيانات التواصل',
      phone: 'الهاتف',
      whatsapp: 'واتساب',
      email: 'البريد الإلكتروني',
    },
    ad: 'إعلان',
  },
  en: {
    dir: 'ltr',
    title: "Binaa — today's cement and building-material prices",
    mainNav: 'Main navigation',
    nav: { home: 'Home', sections: ['Prices', 'News', 'Producers', 'Industry Partners', 'Society'] },
    newsSection: 'News',
    newsCategories: ['All News', 'General News', 'Cement News', 'Cement Around The World'],
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    switchLanguage: 'العربية',
    toggleTheme: 'Toggle dark mode',
    country: 'Country',
    countries: { egypt: 'Egypt', saudi: 'Saudi Arabia' },
    pricesTitle: "Today's building-material prices",
    priceColumns: ['Item', 'Top price', 'Under price', 'Normal price (LE)'],
    newsRows: ['General News', 'Cement News', 'Cement Around The World'],
    more: 'More',
    moreRest: (row: string) => row,
    next: 'Next',
    /** SPEC 1/2: "Move Around Services" with KSA, UAE, Oman, Qatar, Kuwait. */
    moveAround: 'Move Around Services',
    gulf: ['KSA', 'UAE', 'Oman', 'Qatar', 'Kuwait'],
    favourites: {
      button: 'Favourites',
      add: 'Add this page to favourites',
      removeCurrent: 'Remove this page from favourites',
      empty: 'You have not saved any page yet',
      remove: (name: string) => `Remove “${name}” from favourites`,
    },
    contact: {
      page: 'Contact Us',
      form: 'Contact us',
      name: 'Name',
      email: 'E-mail',
      code: 'Country code',
      mobile: 'Mobile number',
      message: 'Your message',
      send: 'Send',
      /** SPEC 7/8. */
      thanks: 'thank you for contact us',
    },
    /** SPEC 5. */
    validation: {
      required: 'Field is required',
      emailRequired: 'Please enter email address',
      emailInvalid: 'E-mail must be valid',
      mobileInvalid: 'Please enter mobile number',
    },
    /** SPEC 2: "oops, This page doesn't exist" (the site writes it in sentence case). */
    notFound: { heading: /^oops, this page doesn't exist$/i, back: 'Back' },
    visitor: { name: 'Test Visitor', message: 'I would like to know cement prices in Giza.' },
    news: {
      categories: 'News categories',
      pagination: 'Pages',
      page: (n: number) => `Page ${n}`,
      nextPage: 'Next page',
      previousPage: 'Previous page',
      source: 'Source',
      comments: '0 comments',
      related: 'Related topics',
      search: 'Search the news',
      searchTitle: (word: string) => `Search results for “${word}”`,
      resultsCount: /^\d+ articles?$/,
    },
    directory: {
      opensWebsite: 'opens the website in a new tab',
      about: 'About',
      description: 'Description',
      address: 'Address',
    },
    society: {
      about: 'About',
      sections: ['About us', 'Our mission', 'Our vision', 'Our goal'],
      disclaimer: 'Disclaimer',
      contactDetails: 'Contact information',
      phone: 'Phone',
      whatsapp: 'WhatsApp',
      email: 'E-mail',
    },
    ad: 'Advertisement',
  },
} as const;

export const LANGS: readonly Lang[] = ['ar', 'en'];
