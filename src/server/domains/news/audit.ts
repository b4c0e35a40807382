/** What the audit log keeps of an article (issue 18): its facts, and of its bodies only their length and hash. */
import { createHash } from 'node:crypto';
import type { ArticleRow } from './repository/admin';

const bodyHash = (html: string) => createHash('sha256').update(html).digest('hex').slice(0, 16);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const auditView = (r: ArticleRow) => ({
  category_id: r.categoryId,
  title_ar: r.titleAr,
  title_en: r.titleEn,
  status: r.status,
  publish_at: iso(r.publishAt),
  published_at: r.status === 'published' ? iso(r.publishedAt) : null,
  is_slider: r.isSlider,
  slider_link: r.sliderLink,
  photo: r.photo,
  source_ar: r.sourceAr,
  source_en: r.sourceEn,
  body_ar: { length: r.bodyAr.length, sha256: bodyHash(r.bodyAr) },
  body_en: { length: r.bodyEn.length, sha256: bodyHash(r.bodyEn) },
  revision: r.revision,
});
