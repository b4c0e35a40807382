-- News search (issue 3). The same letter mapping as normalizeArabic() in src/shared/search.ts:
-- keep both in step. Changing a body here does not recompute stored search vectors: follow it
-- with `UPDATE news SET title_ar = title_ar`.

-- Diacritics (U+064B-U+065F, U+0670) and tatweel (U+0640) removed; أ إ آ ٱ -> ا, ؤ -> و, ئ -> ي,
-- ة -> ه, ى -> ي, Persian ی -> ي and ک -> ك, Arabic-Indic digits -> 0-9; lower case.
CREATE OR REPLACE FUNCTION binaa_normalize(input text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(translate(
    regexp_replace(input, '[\u064B-\u065F\u0670\u0640]', '', 'g'),
    'أإآٱؤئةىیک٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
    'ااااويهييك01234567890123456789'
  ));
--> statement-breakpoint

-- Normalised, and each Arabic word without its definite article (ال, وال, بال, كال, فال, لل) when
-- at least three letters remain: "الأسمنت" and "اسمنت" meet on "اسمنت".
CREATE OR REPLACE FUNCTION binaa_search_text(input text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN regexp_replace(
    binaa_normalize(input),
    '(^|[^\u0621-\u064A])(وال|بال|كال|فال|ال|لل)([\u0621-\u064A]{3})',
    '\1\3',
    'g'
  );
--> statement-breakpoint

-- Readable text of stored HTML: tags and entities become spaces.
CREATE OR REPLACE FUNCTION binaa_plain_text(html text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN regexp_replace(regexp_replace(html, '<[^>]*>', ' ', 'g'), '&(#?[0-9a-zA-Z]+);', ' ', 'g');
--> statement-breakpoint

-- The search document of an article, both languages: every word normalised as typed and
-- without its article ('simple': no stemming, so hamza forms or an article never split a word
-- from its match), plus the English text stemmed ('english': "prices" finds "price").
CREATE OR REPLACE FUNCTION binaa_news_document(title_ar text, title_en text, body_ar text, body_en text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN to_tsvector('simple'::regconfig, binaa_normalize(
           coalesce(title_ar, '') || ' ' || coalesce(title_en, '') || ' ' || binaa_plain_text(coalesce(body_ar, '')) || ' ' || binaa_plain_text(coalesce(body_en, ''))))
      || to_tsvector('simple'::regconfig, binaa_search_text(
           coalesce(title_ar, '') || ' ' || binaa_plain_text(coalesce(body_ar, ''))))
      || to_tsvector('english'::regconfig, coalesce(title_en, '') || ' ' || binaa_plain_text(coalesce(body_en, '')));
