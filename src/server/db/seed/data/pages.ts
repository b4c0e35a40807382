// Longer than 300 lines: demo data, the bilingual text of four content pages and the FAQ; no logic to split.
/**
 * Demo text of the site content pages (privacy policy, return policy, terms and conditions, FAQ):
 * a first serious version for an Egyptian subscription portal, in Modern Standard Arabic and
 * English. The back office will edit it later; the contact details come from the site settings.
 */
import { SITE_SETTINGS } from './site';

const { email, phone, whatsapp } = SITE_SETTINGS;
/** A left-to-right run inside Arabic text (phone numbers): Unicode isolates, no-break spaces; plain text and HTML alike. */
const ltr = (s: string) => `\u2066${s.replace(/ /g, '\u00a0')}\u2069`;
const HOURS_AR = 'من الأحد إلى الخميس، من التاسعة صباحًا حتى الخامسة مساءً بتوقيت القاهرة';
const HOURS_EN = 'Sunday to Thursday, 9:00 to 17:00 Cairo time';

export interface PageText {
  slug: string;
  titleAr: string;
  titleEn: string;
  summaryAr: string;
  summaryEn: string;
  bodyAr: string;
  bodyEn: string;
}

const contactAr = `<h2>التواصل معنا</h2>
<p>فريق الدعم متاح ${HOURS_AR}:</p>
<ul>
<li>البريد الإلكتروني: <a href="mailto:${email}">${email}</a></li>
<li>الهاتف: ${ltr(phone)}</li>
<li>واتساب: ${ltr(whatsapp)}</li>
<li>نموذج التواصل في صفحة <a href="/contact-us">اتصل بنا</a></li>
</ul>`;

const contactEn = `<h2>Contact us</h2>
<p>Our support team is available ${HOURS_EN}:</p>
<ul>
<li>E-mail: <a href="mailto:${email}">${email}</a></li>
<li>Phone: ${ltr(phone)}</li>
<li>WhatsApp: ${ltr(whatsapp)}</li>
<li>The form on the <a href="/contact-us">contact page</a></li>
</ul>`;

export const PRIVACY_POLICY: PageText = {
  slug: 'privacy-policy',
  titleAr: 'سياسة الخصوصية',
  titleEn: 'Privacy policy',
  summaryAr: 'ما البيانات الشخصية التي تحتفظ بها منصة بناء، ولماذا، وإلى متى، وكيف تطلب تصحيحها أو حذفها.',
  summaryEn: 'What personal data Binaa keeps, why, for how long, and how to have it corrected or deleted.',
  bodyAr: `<h2>من نحن</h2>
<p>بناء منصة إلكترونية لسوق الأسمنت ومواد البناء في مصر والخليج، تقدّم الأخبار والأسعار اليومية وأدلة المنتجين والشركاء، مع حساب مجاني واشتراكات مدفوعة. توضّح هذه السياسة البيانات التي نجمعها وأسباب جمعها، وفقًا لقانون حماية البيانات الشخصية المصري رقم 151 لسنة 2020.</p>
<h2>البيانات التي نحتفظ بها وأسباب ذلك</h2>
<ul>
<li><strong>بيانات الحساب:</strong> الاسم واسم المستخدم والبريد الإلكتروني ورقم الهاتف المحمول، وقيمة مشفّرة أحادية الاتجاه لكلمة المرور (لا نحفظ كلمة المرور نفسها)؛ وذلك لتسجيل دخولك، وإرسال رموز التفعيل واستعادة كلمة المرور، وإيصال نشرات الأسعار الخاصة باشتراكك.</li>
<li><strong>رسائل التواصل:</strong> الاسم والبريد الإلكتروني ورقم الهاتف ونص الرسالة التي ترسلها عبر نموذج التواصل؛ وذلك للرد عليك.</li>
<li><strong>مراجع الدفع:</strong> رقم الفاتورة والمبلغ والتاريخ والباقة ورقم العملية لدى مزوّد الدفع؛ وذلك لتفعيل اشتراكك وإصدار الفواتير ومعالجة طلبات الاسترداد. لا نتلقى أرقام البطاقات البنكية ولا رموز الأمان ولا نحفظها أبدًا، إذ تُدخلها في صفحة مزوّد الدفع وحدها.</li>
<li><strong>السجلات التقنية:</strong> عنوان IP ونوع المتصفح والصفحات المطلوبة ووقت الطلب؛ وذلك لحماية الخدمة من إساءة الاستخدام وتتبّع الأعطال.</li>
</ul>
<h2>ملفات تعريف الارتباط</h2>
<p>نستخدم ملف ارتباط لتسجيل الدخول ما دمت مسجّلًا، وثلاثة ملفات للتفضيلات (اللغة والمظهر والدولة). لا نستخدم ملفات ارتباط إعلانية ولا أدوات تتبّع تابعة لجهات أخرى.</p>
<h2>من يطّلع على بياناتك</h2>
<p>لا نبيع البيانات الشخصية ولا نؤجّرها. ولا نشارك إلا القدر اللازم منها مع مزوّد الدفع الذي يعالج عمليتك، وخدمة البريد التي توصل رسائلنا، والجهات الرسمية متى أوجب القانون ذلك.</p>
<h2>مدة الاحتفاظ</h2>
<ul>
<li>بيانات الحساب: ما دام الحساب قائمًا.</li>
<li>الفواتير ومراجع الدفع: المدة التي يفرضها قانون الضرائب المصري.</li>
<li>رسائل التواصل: سنتان من تاريخ آخر رسالة.</li>
<li>السجلات التقنية: تسعون يومًا ثم تُحذف.</li>
</ul>
<h2>حقوقك</h2>
<p>يحق لك الاطلاع على بياناتك وتصحيحها وطلب حذفها. يمكنك تعديل الاسم والبريد الإلكتروني ورقم الهاتف من صفحة الإعدادات، تبويب الملف الشخصي.</p>
<h2>حذف الحساب</h2>
<p>لحذف حسابك أرسل طلبًا إلى <a href="mailto:${email}">${email}</a> من البريد الإلكتروني المسجّل في الحساب. نرسل إليك رمز تأكيد، ثم نحذف الحساب وبياناته خلال ثلاثين يومًا من التأكيد. تبقى الفواتير ومراجع الدفع وحدها طوال المدة التي يفرضها القانون، ثم تُحذف.</p>
${contactAr}`,
  bodyEn: `<h2>Who we are</h2>
<p>Binaa is an online portal for the cement and building-materials market of Egypt and the Gulf: news, daily prices and directories of producers and partners, with a free account and paid subscriptions. This policy explains which personal data we collect and why, in line with Egypt's Personal Data Protection Law (Law No. 151 of 2020).</p>
<h2>What we keep and why</h2>
<ul>
<li><strong>Your account:</strong> name, username, e-mail address, mobile number and a one-way hash of your password (never the password itself), to sign you in, send activation and password-reset codes, and deliver the price bulletins of your subscription.</li>
<li><strong>Contact messages:</strong> the name, e-mail, mobile number and text you send through the contact form, to answer you.</li>
<li><strong>Payment references:</strong> invoice number, amount, date, package and the payment provider's transaction number, to activate your subscription, issue invoices and handle refunds. We never receive or store card numbers or security codes: you enter them only on the payment provider's page.</li>
<li><strong>Technical logs:</strong> IP address, browser type, pages requested and time of the request, to protect the service against abuse and to trace faults.</li>
</ul>
<h2>Cookies</h2>
<p>We use a sign-in cookie while you are signed in and three preference cookies (language, theme and country). We use no advertising cookies and no third-party trackers.</p>
<h2>Who sees your data</h2>
<p>We do not sell or rent personal data. We share only what is needed with the payment provider that processes your payment, the e-mail service that delivers our messages, and public authorities where the law requires it.</p>
<h2>How long we keep it</h2>
<ul>
<li>Account data: as long as the account exists.</li>
<li>Invoices and payment references: for the period Egyptian tax law requires.</li>
<li>Contact messages: two years after the last message.</li>
<li>Technical logs: ninety days, then deleted.</li>
</ul>
<h2>Your rights</h2>
<p>You may see your data, correct it and ask for it to be deleted. You can change your name, e-mail address and mobile number yourself in Settings, on the Profile tab.</p>
<h2>Deleting your account</h2>
<p>To delete your account, write to <a href="mailto:${email}">${email}</a> from the e-mail address registered on the account. We send you a confirmation code, then delete the account and its data within thirty days of your confirmation. Only invoices and payment references are kept, for the period the law requires, and then deleted.</p>
${contactEn}`,
};

export const RETURN_POLICY: PageText = {
  slug: 'return-policy',
  titleAr: 'سياسة الاسترداد',
  titleEn: 'Return policy',
  summaryAr: 'استرداد قيمة الاشتراكات: استرداد كامل خلال أربعة عشر يومًا من الدفع إذا لم يُستخدم الاشتراك.',
  summaryEn: 'Refunds of subscriptions: a full refund within fourteen days of payment when the subscription has not been used.',
  bodyAr: `<h2>الأسعار</h2>
<p>جميع أسعار الباقات بالجنيه المصري وتشمل ضريبة القيمة المضافة. المبلغ الظاهر في شاشة التأكيد هو المبلغ الذي تدفعه، وتبيّن الفاتورة قيمة الضريبة.</p>
<h2>الاسترداد خلال أربعة عشر يومًا</h2>
<p>يحق لك استرداد المبلغ كاملًا إذا طلبت ذلك خلال أربعة عشر يومًا من تاريخ الدفع، بشرط ألا يكون الاشتراك قد استُخدم. ويُعدّ الاشتراك مستخدمًا متى استُعملت من حسابك إحدى المزايا المخصّصة للمشتركين، كعرض الأسعار المقصورة على المشتركين أو إجراء مقارنة أسعار أو تنزيل قائمة أسعار.</p>
<h2>ما لا يُسترد</h2>
<ul>
<li>الاشتراك الذي استُخدم.</li>
<li>الطلبات المقدّمة بعد مضي أربعة عشر يومًا على الدفع.</li>
<li>المدة المتبقية من اشتراك أُلغي بعد استخدامه؛ إذ يظل الاشتراك فعّالًا حتى تاريخ انتهائه.</li>
</ul>
<h2>خطوات طلب الاسترداد</h2>
<ol>
<li>راسلنا على <a href="mailto:${email}">${email}</a> أو عبر نموذج التواصل من البريد الإلكتروني المسجّل في حسابك، مع ذكر رقم الفاتورة.</li>
<li>نرد على طلبك خلال ثلاثة أيام عمل.</li>
<li>يُرد المبلغ المقبول استرداده إلى وسيلة الدفع نفسها خلال أربعة عشر يومًا من الموافقة، وقد يستغرق ظهوره في حسابك البنكي مدة أطول بحسب البنك.</li>
</ol>
<h2>الدفع المكرر أو المتعثر</h2>
<p>إذا خُصم المبلغ ولم يُفعَّل الاشتراك، أو خُصم مرتين، فتواصل معنا مع ذكر رقم العملية. نرد كامل قيمة أي دفعة لم يُفعَّل بها اشتراك، أيًّا كان تاريخها.</p>
${contactAr}`,
  bodyEn: `<h2>Prices</h2>
<p>All package prices are in Egyptian pounds (LE) and include value-added tax. The amount on the confirmation screen is the amount you pay, and the invoice shows the tax it contains.</p>
<h2>The fourteen-day refund</h2>
<p>You may have the full amount refunded if you ask within fourteen days of the payment date, provided the subscription has not been used. A subscription counts as used once any feature reserved to subscribers has been used from your account, such as viewing subscriber-only prices, running a price comparison or downloading a price list.</p>
<h2>What is not refunded</h2>
<ul>
<li>A subscription that has been used.</li>
<li>Requests made more than fourteen days after payment.</li>
<li>The remaining period of a subscription cancelled after it was used: the subscription stays active until its end date.</li>
</ul>
<h2>How to ask for a refund</h2>
<ol>
<li>Write to <a href="mailto:${email}">${email}</a> or use the contact form, from the e-mail address registered on your account, and give the invoice number.</li>
<li>We answer within three working days.</li>
<li>An approved refund is paid back to the same means of payment within fourteen days of approval; your bank may take longer to show it.</li>
</ol>
<h2>Double or failed payments</h2>
<p>If you were charged and the subscription was not activated, or you were charged twice, contact us with the transaction number. We refund in full any payment that did not activate a subscription, whatever its date.</p>
${contactEn}`,
};

export const TERMS: PageText = {
  slug: 'terms-and-conditions',
  titleAr: 'الشروط والأحكام',
  titleEn: 'Terms and conditions',
  summaryAr: 'شروط استخدام منصة بناء: الحساب، والاشتراكات وأسعارها، واستخدام المحتوى، والمسؤولية، والقانون الواجب التطبيق.',
  summaryEn: 'The terms of using Binaa: your account, subscriptions and their prices, use of the content, liability and governing law.',
  bodyAr: `<h2>أولًا: الخدمة</h2>
<p>تقدّم منصة بناء أخبار سوق مواد البناء وأسعارًا استرشادية للأسمنت والحديد والجبس وغيرها حسب المنتج والمحافظة، وأدلة للمنتجين والشركاء. ويمكن استخدام المنصة بحساب مجاني، وتتيح الاشتراكات المدفوعة مزايا إضافية تُبيَّن في صفحة الباقات. باستخدامك المنصة فإنك توافق على هذه الشروط.</p>
<h2>ثانيًا: حسابك</h2>
<p>يجب أن تكون قد بلغت الثامنة عشرة أو أن تتمتع بالأهلية القانونية للتعاقد، وأن تكون البيانات التي تسجّلها صحيحة. الحساب شخصي، وأنت مسؤول عن سرية كلمة المرور وعن كل ما يجري من خلال حسابك.</p>
<h2>ثالثًا: الاشتراكات والأسعار</h2>
<ul>
<li>الأسعار بالجنيه المصري وتشمل ضريبة القيمة المضافة.</li>
<li>يبدأ الاشتراك عند تأكيد مزوّد الدفع لعملية الدفع، وينتهي في التاريخ الظاهر في الإعدادات، تبويب الاشتراكات.</li>
<li>لا يتجدد الاشتراك تلقائيًا، إذ لا نحفظ بيانات بطاقتك؛ ويُجدَّد بدفعة جديدة.</li>
<li>يتم الدفع عبر صفحة مزوّد دفع معتمد، ولا تمر بيانات البطاقة بخوادمنا.</li>
</ul>
<h2>رابعًا: الاسترداد</h2>
<p>تُسترد قيمة الاشتراك كاملة خلال أربعة عشر يومًا من الدفع إذا لم يُستخدم، وفق <a href="/return-policy">سياسة الاسترداد</a>.</p>
<h2>خامسًا: استخدام المحتوى</h2>
<p>الأسعار المنشورة استرشادية، وقد تختلف أسعار البيع الفعلية باختلاف الكمية ومكان التسليم وشروط الدفع. يجوز لك استخدام المحتوى لأغراضك الشخصية أو لأعمالك، ولا يجوز إعادة نشر جداول الأسعار أو بيعها أو جمعها آليًا دون إذن كتابي منا.</p>
<h2>سادسًا: ما تنشره على المنصة</h2>
<p>أنت مسؤول عن صحة الصفقات والوظائف والرسائل التي تنشرها أو ترسلها. ويحق لنا حذف أي محتوى مخالف للقانون أو مضلل أو مسيء.</p>
<h2>سابعًا: حدود المسؤولية</h2>
<p>نبذل عناية معقولة في جمع الأسعار والأخبار وإتاحة الخدمة، لكننا لا نتحمل المسؤولية عن قرارات الشراء أو البيع المبنية على المحتوى، ولا عن انقطاع الخدمة لأسباب خارجة عن إرادتنا.</p>
<h2>ثامنًا: إيقاف الحساب وإغلاقه</h2>
<p>يمكنك طلب حذف حسابك في أي وقت كما هو موضّح في <a href="/privacy-policy">سياسة الخصوصية</a>. ويحق لنا إيقاف الحساب الذي يخالف هذه الشروط بعد إخطار صاحبه، إلا إذا استدعت حماية المستخدمين الآخرين الإيقاف الفوري.</p>
<h2>تاسعًا: تعديل الشروط</h2>
<p>نُخطرك بالبريد الإلكتروني بأي تعديل جوهري على هذه الشروط قبل سريانه بأربعة عشر يومًا على الأقل، ويُعدّ استمرارك في استخدام المنصة بعد ذلك قبولًا للتعديل.</p>
<h2>عاشرًا: القانون الواجب التطبيق</h2>
<p>تخضع هذه الشروط لقوانين جمهورية مصر العربية، وتختص محاكم القاهرة بنظر أي نزاع ينشأ عنها.</p>
${contactAr}`,
  bodyEn: `<h2>1. The service</h2>
<p>Binaa provides news of the building-materials market, indicative prices of cement, steel, gypsum and other materials by producer and governorate, and directories of producers and partners. The portal can be used with a free account; paid subscriptions add the features shown on the packages page. By using the portal you accept these terms.</p>
<h2>2. Your account</h2>
<p>You must be at least eighteen years old or otherwise have the legal capacity to contract, and the details you register must be true. An account is personal: you are responsible for keeping its password secret and for everything done through it.</p>
<h2>3. Subscriptions and prices</h2>
<ul>
<li>Prices are in Egyptian pounds (LE) and include value-added tax.</li>
<li>A subscription starts when the payment provider confirms the payment and ends on the date shown in Settings, on the Subscriptions tab.</li>
<li>Subscriptions do not renew automatically, since we keep no card details; you renew with a new payment.</li>
<li>Payment is made on the page of an approved payment provider; card details never pass through our servers.</li>
</ul>
<h2>4. Refunds</h2>
<p>A subscription is refunded in full within fourteen days of payment if it has not been used, as set out in the <a href="/return-policy">return policy</a>.</p>
<h2>5. Use of the content</h2>
<p>Published prices are indicative; actual selling prices may differ with quantity, delivery point and payment terms. You may use the content for your own personal or business purposes; you may not republish, sell or automatically harvest the price tables without our written permission.</p>
<h2>6. What you post</h2>
<p>You are responsible for the accuracy of the deals, jobs and messages you post or send. We may remove any content that is unlawful, misleading or abusive.</p>
<h2>7. Limits of liability</h2>
<p>We take reasonable care in collecting prices and news and in keeping the service available, but we accept no liability for buying or selling decisions based on the content, nor for interruptions beyond our control.</p>
<h2>8. Suspending and closing accounts</h2>
<p>You may ask for your account to be deleted at any time, as described in the <a href="/privacy-policy">privacy policy</a>. We may suspend an account that breaches these terms after notifying its holder, unless protecting other users requires immediate suspension.</p>
<h2>9. Changes to these terms</h2>
<p>We notify you by e-mail of any material change to these terms at least fourteen days before it takes effect; continuing to use the portal afterwards means you accept the change.</p>
<h2>10. Governing law</h2>
<p>These terms are governed by the laws of the Arab Republic of Egypt, and the courts of Cairo have jurisdiction over any dispute arising from them.</p>
${contactEn}`,
};

export const FAQ_PAGE: PageText = {
  slug: 'faq',
  titleAr: 'الأسئلة الشائعة',
  titleEn: 'Frequently asked questions',
  summaryAr: 'إجابات عن أكثر ما يصلنا من أسئلة حول الأسعار والاشتراكات والدفع والحساب وبياناتك الشخصية.',
  summaryEn: 'Answers to the questions we hear most about prices, subscriptions and payment, your account and your personal data.',
  bodyAr: '',
  bodyEn: '',
};

export interface FaqText {
  nameAr: string;
  nameEn: string;
  items: Array<{ questionAr: string; questionEn: string; answerAr: string; answerEn: string }>;
}

export const FAQ_GROUPS: FaqText[] = [
  {
    nameAr: 'الأسعار',
    nameEn: 'Prices',
    items: [
      {
        questionAr: 'من أين تأتي الأسعار المنشورة على بناء؟',
        questionEn: 'Where do the prices on Binaa come from?',
        answerAr:
          'نجمع الأسعار كل يوم عمل من المنتجين والموزعين والتجار في كل محافظة، ونعرض لكل صنف السعر الأعلى والأدنى والسعر المعتاد بالجنيه المصري.',
        answerEn:
          'We collect prices every working day from producers, distributors and traders in each governorate, and show the top, lower and usual price of each item in Egyptian pounds (LE).',
      },
      {
        questionAr: 'هل الأسعار المنشورة عروض ملزمة؟',
        questionEn: 'Are the published prices binding offers?',
        answerAr: 'لا، فهي أسعار استرشادية. قد يختلف سعر البيع الفعلي باختلاف الكمية ومكان التسليم وشروط الدفع، فتحقق منه مع البائع قبل الشراء.',
        answerEn: 'No, they are indicative. The actual selling price may differ with quantity, delivery point and payment terms, so confirm it with the seller before you buy.',
      },
      {
        questionAr: 'كم مرة تُحدَّث الأسعار؟',
        questionEn: 'How often are prices updated?',
        answerAr: 'تُحدَّث الأسعار في كل يوم عمل، ويظهر تاريخ كل سعر بجانبه، ويمكنك عرض تطوره عبر الزمن في صفحة مقارنة الأسعار.',
        answerEn: 'Prices are updated every working day. The date of each price is shown beside it, and the price comparison page shows how it moved over time.',
      },
    ],
  },
  {
    nameAr: 'الاشتراكات والدفع',
    nameEn: 'Subscriptions and payment',
    items: [
      {
        questionAr: 'هل تشمل أسعار الباقات ضريبة القيمة المضافة؟',
        questionEn: 'Do package prices include VAT?',
        answerAr: 'نعم، جميع الأسعار بالجنيه المصري وتشمل ضريبة القيمة المضافة. المبلغ الظاهر في شاشة التأكيد هو المبلغ الذي يُخصم، وتبيّن الفاتورة قيمة الضريبة.',
        answerEn: 'Yes. All prices are in Egyptian pounds (LE) and include value-added tax. The amount on the confirmation screen is the amount charged, and the invoice shows the tax it contains.',
      },
      {
        questionAr: 'كيف أدفع قيمة الاشتراك؟',
        questionEn: 'How do I pay for a subscription?',
        answerAr:
          'بعد اختيار الباقة تنتقل إلى صفحة مزوّد الدفع الآمنة، وتدفع ببطاقتك البنكية أو بالوسائل الأخرى التي يتيحها. لا نطّلع على رقم بطاقتك ولا نحفظه.',
        answerEn:
          'After choosing a package you go to the payment provider’s secure page and pay by bank card or any other method it offers. We never see or store your card number.',
      },
      {
        questionAr: 'متى يبدأ اشتراكي ومتى ينتهي؟',
        questionEn: 'When does my subscription start and end?',
        answerAr:
          'يبدأ الاشتراك فور تأكيد مزوّد الدفع لعملية الدفع، ويظهر تاريخ انتهائه في الإعدادات، تبويب الاشتراكات. لا يتجدد الاشتراك تلقائيًا، ويُجدَّد بدفعة جديدة.',
        answerEn:
          'It starts as soon as the payment provider confirms the payment; its end date is shown in Settings, on the Subscriptions tab. It does not renew automatically: you renew it with a new payment.',
      },
      {
        questionAr: 'هل يمكنني استرداد قيمة الاشتراك؟',
        questionEn: 'Can I get my money back?',
        answerAr: 'نعم، تُسترد القيمة كاملة إذا طلبت ذلك خلال أربعة عشر يومًا من الدفع ولم يُستخدم الاشتراك. التفاصيل في سياسة الاسترداد.',
        answerEn: 'Yes. You get the full amount back if you ask within fourteen days of payment and the subscription has not been used. The details are in the return policy.',
      },
      {
        questionAr: 'دفعتُ ولم يُفعَّل اشتراكي، فماذا أفعل؟',
        questionEn: 'I paid but my subscription is not active. What should I do?',
        answerAr:
          'يُفعَّل الاشتراك عادةً خلال دقائق من الدفع. إن لم يُفعَّل خلال ساعة فتواصل معنا مع ذكر رقم العملية، وإن تعذّر التفعيل رددنا إليك المبلغ كاملًا.',
        answerEn:
          'A subscription is usually active within minutes of payment. If it is not active after an hour, contact us with the transaction number; if it cannot be activated, we refund the full amount.',
      },
    ],
  },
  {
    nameAr: 'الحساب',
    nameEn: 'Your account',
    items: [
      {
        questionAr: 'كيف أفعّل حسابي؟',
        questionEn: 'How do I activate my account?',
        answerAr: 'بعد التسجيل نرسل رمزًا من خمسة أرقام إلى بريدك الإلكتروني، فأدخله في صفحة تفعيل الحساب. وإن لم يصلك الرمز فاطلب إعادة إرساله من الصفحة نفسها.',
        answerEn: 'After you register we send a five-digit code to your e-mail address; enter it on the account activation page. If it does not arrive, ask for it again on the same page.',
      },
      {
        questionAr: 'نسيت كلمة المرور، فكيف أستعيدها؟',
        questionEn: 'I forgot my password. How do I get back in?',
        answerAr: 'اختر «نسيت كلمة المرور» في صفحة تسجيل الدخول وأدخل بريدك الإلكتروني، ثم أدخل الرمز الذي يصلك واختر كلمة مرور جديدة لا تقل عن ثمانية أحرف.',
        answerEn: 'Choose “Forgot password” on the login page and enter your e-mail address, then enter the code you receive and choose a new password of at least eight characters.',
      },
      {
        questionAr: 'كيف أحذف حسابي؟',
        questionEn: 'How do I delete my account?',
        answerAr: `أرسل طلب الحذف إلى ${ltr(email)} من البريد الإلكتروني المسجّل في حسابك. نرسل إليك رمز تأكيد، ثم نحذف الحساب وبياناته خلال ثلاثين يومًا، ونحتفظ بالفواتير وحدها المدة التي يفرضها القانون.`,
        answerEn: `Send your request to ${email} from the e-mail address registered on your account. We send you a confirmation code, then delete the account and its data within thirty days; only invoices are kept, for the period the law requires.`,
      },
    ],
  },
  {
    nameAr: 'البيانات والخصوصية',
    nameEn: 'Data and privacy',
    items: [
      {
        questionAr: 'ما البيانات الشخصية التي تحتفظون بها؟',
        questionEn: 'What personal data do you keep?',
        answerAr:
          'بيانات الحساب (الاسم واسم المستخدم والبريد الإلكتروني ورقم الهاتف)، ورسائل التواصل، ومراجع الدفع (رقم الفاتورة ورقم العملية والمبلغ)، والسجلات التقنية لمدة تسعين يومًا. لا نحفظ أرقام البطاقات البنكية أبدًا.',
        answerEn:
          'Your account (name, username, e-mail address and mobile number), your contact messages, payment references (invoice number, transaction number and amount) and technical logs for ninety days. We never keep card numbers.',
      },
      {
        questionAr: 'هل تشاركون بياناتي مع المعلنين؟',
        questionEn: 'Do you share my data with advertisers?',
        answerAr: 'لا. لا نبيع البيانات الشخصية ولا نستخدم ملفات ارتباط إعلانية، ولا نشارك إلا القدر اللازم مع مزوّد الدفع وخدمة البريد الإلكتروني.',
        answerEn: 'No. We do not sell personal data and use no advertising cookies; we share only what is needed with the payment provider and the e-mail service.',
      },
      {
        questionAr: 'كيف أتواصل مع الدعم؟',
        questionEn: 'How do I reach support?',
        answerAr: `راسلنا على ${ltr(email)}، أو اتصل على ${ltr(phone)}، أو عبر واتساب على ${ltr(whatsapp)}، ${HOURS_AR}. ويمكنك أيضًا استخدام نموذج التواصل في أسفل كل صفحة.`,
        answerEn: `Write to ${email}, call ${phone} or send a WhatsApp message to ${whatsapp}, ${HOURS_EN}. You can also use the contact form at the bottom of every page.`,
      },
    ],
  },
];

export const CONTENT_PAGES: PageText[] = [FAQ_PAGE, PRIVACY_POLICY, RETURN_POLICY, TERMS];
