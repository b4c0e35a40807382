/** Seed steps: geography, catalogue (products, producers, items and their govs) and prices. */
import { sql } from 'drizzle-orm';
import * as s from '../schema/index';
import geography from './data/geography.json';
import { PRODUCER_TYPES, PRODUCERS, PRODUCTS, UNITS, producerDescription, producerShortName } from './data/catalog';
import { buildCountry, buildGovernorate, buildItem, buildProducer, buildProducerType, buildProduct, buildProductType, buildUnit } from './builders';
import { addDays } from '../../../shared/dates';
import { logoSvg, writeWebp } from './images';
import { emptyPriceColumns, insertPriceColumns, priceTriple, randomWalk } from './price-walk';
import { createRng } from './random';
import type { Executor } from './types';
import type { Storage } from '../../platform/storage';

export interface GeoIds {
  countryBySlug: Map<string, number>;
  /** Governorate ids of each country, in file order. */
  govsByCountry: Map<number, number[]>;
}

export async function seedGeography(db: Executor): Promise<GeoIds> {
  const countryBySlug = new Map<string, number>();
  const govsByCountry = new Map<number, number[]>();
  for (const [i, c] of geography.countries.entries()) {
    const [row] = await db
      .insert(s.countries)
      .values(buildCountry({ slug: c.slug, nameAr: c.name_ar, nameEn: c.name_en, dialCode: c.dial_code, sort: i + 1 }))
      .returning({ id: s.countries.id });
    countryBySlug.set(c.slug, row!.id);
    const govs = await db
      .insert(s.governorates)
      .values(c.regions.map((r, k) => buildGovernorate({ countryId: row!.id, nameAr: r.name_ar, nameEn: r.name_en, sort: k + 1 })))
      .returning({ id: s.governorates.id });
    govsByCountry.set(
      row!.id,
      govs.map((g) => g.id),
    );
  }
  if (countryBySlug.get('egypt') !== 1 || govsByCountry.get(1)?.[0] !== 1) {
    throw new Error('seed expects an empty database: Egypt must be country 1 and Cairo governorate 1');
  }
  return { countryBySlug, govsByCountry };
}

export interface SeededItem {
  id: number;
  producerId: number;
  productSlug: string;
  govIds: number[];
  /** Today's ex-factory price, the spread to the consumer price and the quote rounding. */
  endPrice: number;
  spread: number;
  roundTo: number;
}

export async function seedCatalog(db: Executor, geo: GeoIds, files: Storage, images: Array<() => Promise<unknown>>): Promise<SeededItem[]> {
  const rng = createRng('catalog');
  const unitIds = new Map<string, number>();
  for (const u of UNITS) {
    const [row] = await db.insert(s.units).values(buildUnit(u)).returning({ id: s.units.id });
    unitIds.set(u.code, row!.id);
  }
  const productIds = new Map<string, number>();
  const typeIds = new Map<string, number>();
  for (const [i, p] of PRODUCTS.entries()) {
    const [row] = await db
      .insert(s.products)
      .values(buildProduct({ slug: p.slug, nameAr: p.nameAr, nameEn: p.nameEn, sort: i + 1 }))
      .returning({ id: s.products.id });
    productIds.set(p.slug, row!.id);
    const types = await db
      .insert(s.productTypes)
      .values(p.types.map((t, k) => buildProductType({ productId: row!.id, nameAr: t.nameAr, nameEn: t.nameEn, sort: k + 1 })))
      .returning({ id: s.productTypes.id });
    p.types.forEach((t, k) => typeIds.set(`${p.slug}:${t.key}`, types[k]!.id));
  }
  const producerTypes = await db
    .insert(s.producerTypes)
    .values(PRODUCER_TYPES.map((t, i) => buildProducerType({ ...t, sort: i + 1 })))
    .returning({ id: s.producerTypes.id });
  const producerTypeId = new Map(PRODUCER_TYPES.map((t, i) => [t.slug, producerTypes[i]!.id]));

  const producers = await db
    .insert(s.producers)
    .values(
      PRODUCERS.map((p, i) => {
        const product = PRODUCTS.find((x) => x.slug === p.product)!;
        const made = p.makes.map((k) => product.types.find((t) => t.key === k)!);
        const d = producerDescription(p, made.map((t) => t.nameAr).join('، '), made.map((t) => t.nameEn.toLowerCase()).join(', '));
        return buildProducer({
          producerTypeId: producerTypeId.get(p.type)!,
          countryId: geo.countryBySlug.get(p.country)!,
          nameAr: p.nameAr,
          nameEn: p.nameEn,
          website: p.website ?? null,
          descriptionAr: d.ar,
          descriptionEn: d.en,
          sort: i + 1,
        });
      }),
    )
    .returning({ id: s.producers.id });
  await db.execute(sql`update producers set photo = 'producers/' || id || '.webp'`);
  for (const { id } of producers) images.push(() => writeWebp(files, `producers/${id}.webp`, logoSvg(createRng(`producer-${id}`)), 400, 400));

  const out: SeededItem[] = [];
  let sort = 0;
  for (const [i, p] of PRODUCERS.entries()) {
    const product = PRODUCTS.find((x) => x.slug === p.product)!;
    const countryId = geo.countryBySlug.get(p.country)!;
    const allGovs = geo.govsByCountry.get(countryId)!;
    const short = producerShortName(p);
    for (const key of p.makes) {
      const type = product.types.find((t) => t.key === key)!;
      const [row] = await db
        .insert(s.items)
        .values(
          buildItem({
            productId: productIds.get(p.product)!,
            productTypeId: typeIds.get(`${p.product}:${key}`)!,
            producerId: producers[i]!.id,
            unitId: unitIds.get('ton')!,
            nameAr: `${type.shortAr} - ${short.ar}`,
            nameEn: `${short.en} ${type.shortEn}`,
            sort: ++sort,
          }),
        )
        .returning({ id: s.items.id });
      // Egypt: the first two governorates (Cairo, Giza) always, plus a sample; Gulf: a few regions.
      const extra = p.country === 'egypt' ? rng.int(6, 18) : rng.int(2, Math.min(6, allGovs.length - 1));
      const govIds = [...new Set([allGovs[0]!, ...(p.country === 'egypt' ? [allGovs[1]!] : []), ...rng.sample(allGovs.slice(1), extra)])];
      await db.insert(s.itemGovernorates).values(govIds.map((governorateId) => ({ itemId: row!.id, governorateId })));
      const [lo, hi] = type.price;
      const pos = Math.min(1, Math.max(0, p.tier + rng.float(-0.1, 0.1)));
      out.push({
        id: row!.id,
        producerId: producers[i]!.id,
        productSlug: p.product,
        govIds,
        endPrice: lo + (hi - lo) * pos,
        spread: rng.float(0.02, 0.05),
        roundTo: type.roundTo,
      });
    }
  }
  return out;
}

/**
 * Daily prices for each item in each of its governorates, ending at `today`. A producer's
 * announcements move all its items together (one walk per producer, rare 1–4 % steps); each item
 * and each governorate add a fixed premium and a rare small local move. About a quarter of the
 * producers announce on the last day, so the demo's "today vs yesterday" shows some movement.
 */
export async function seedPrices(db: Executor, items: SeededItem[], today: string, days: number): Promise<number> {
  const from = addDays(today, -(days - 1));
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  const producerWalks = new Map<number, number[]>();
  const producerWalk = (producerId: number) => {
    let walk = producerWalks.get(producerId);
    if (!walk) {
      const rng = createRng(`producer-walk-${producerId}`);
      walk = randomWalk(rng, { days, end: 1, jumpProbability: 0.014, minJump: 0.01, maxJump: 0.04, upBias: 0.6 });
      if (rng.chance(0.25)) {
        const step = rng.float(0.01, 0.03) * (rng.chance(0.6) ? 1 : -1);
        for (let d = 0; d < days - 1; d++) walk[d]! /= 1 + step;
      }
      producerWalks.set(producerId, walk);
    }
    return walk;
  };
  let total = 0;
  let cols = emptyPriceColumns();
  let pending: Promise<void> = Promise.resolve();
  for (const item of items) {
    const rng = createRng(`prices-${item.id}`);
    const walk = producerWalk(item.producerId);
    for (const governorateId of item.govIds) {
      const premium = item.endPrice * (governorateId === item.govIds[0] ? 1 : 1 + rng.float(0, 0.03));
      const local = randomWalk(rng, { days, end: 1, jumpProbability: 0.004, minJump: 0.005, maxJump: 0.015, upBias: 0.5 });
      for (let d = 0; d < days; d++) {
        const p = priceTriple(walk[d]! * premium * local[d]!, item.spread, item.roundTo);
        cols.itemId.push(item.id);
        cols.governorateId.push(governorateId);
        cols.priceDate.push(dates[d]!);
        cols.minPrice.push(p.minPrice);
        cols.maxPrice.push(p.maxPrice);
        cols.midPrice.push(p.midPrice);
      }
      if (cols.itemId.length >= 40_000) {
        // Build the next chunk while PostgreSQL inserts this one.
        await pending;
        pending = insertPriceColumns(db, cols).then((n) => void (total += n));
        cols = emptyPriceColumns();
      }
    }
  }
  await pending;
  total += await insertPriceColumns(db, cols);
  return total;
}
