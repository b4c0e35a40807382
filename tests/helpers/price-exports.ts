/**
 * The small price catalogue the export tests share (tests/api/exports*.test.ts): cement in Egypt,
 * two governorates, two items of one producer (whose English name holds a comma, for the CSV's
 * quoting) and six prices over the last three days, with known mids.
 */
import * as f from '../factories/index';
import type { Executor } from '../factories/index';
import { addDays } from '../../src/shared/dates';

export async function createExportCatalogue(db: Executor, today: string) {
  const egypt = await f.createCountry(db, { slug: 'egypt', nameAr: 'مصر', nameEn: 'Egypt' });
  const cairo = await f.createGovernorate(db, { countryId: egypt.id, nameAr: 'القاهرة', nameEn: 'Cairo', sort: 1 });
  const giza = await f.createGovernorate(db, { countryId: egypt.id, nameAr: 'الجيزة', nameEn: 'Giza', sort: 2 });
  const cement = await f.createProduct(db, { slug: 'cement', nameAr: 'أسمنت', nameEn: 'Cement', sort: 1 });
  const grey = await f.createProductType(db, { productId: cement.id, nameAr: 'رمادي', nameEn: 'Grey', sort: 1 });
  const type = await f.createProducerType(db, { slug: 'cement-producers' });
  const nile = await f.createProducer(db, { producerTypeId: type.id, countryId: egypt.id, nameAr: 'أسمنت النيل', nameEn: 'Nile, Cement', sort: 1 });
  const ton = await f.createUnit(db, { code: 'ton', nameAr: 'طن', nameEn: 'Ton' });
  const item = (nameAr: string, nameEn: string, sort: number, governorateIds: number[]) =>
    f.createItem(db, { unitId: ton.id, productTypeId: grey.id, producerId: nile.id, nameAr, nameEn, sort, governorateIds });
  const a = await item('أسمنت رمادي', 'Grey 42.5', 1, [cairo.id, giza.id]);
  const b = await item('أسمنت مقاوم', 'Resistant', 2, [cairo.id]);
  const price = (itemId: number, governorateId: number, n: number, mid: number) => ({
    itemId,
    governorateId,
    priceDate: addDays(today, n),
    minPrice: (mid - 5).toFixed(2),
    maxPrice: (mid + 5).toFixed(2),
    midPrice: mid.toFixed(2),
  });
  await f.createPrices(db, [
    price(a.id, cairo.id, -2, 100),
    price(a.id, cairo.id, -1, 110),
    price(a.id, cairo.id, 0, 105),
    price(b.id, cairo.id, -1, 200),
    price(b.id, cairo.id, 0, 220),
    price(a.id, giza.id, 0, 300),
  ]);
  return { cement: cement.id, cairo: cairo.id, giza: giza.id, a: a.id, b: b.id };
}
