import type { Tender } from '../../../shared/schemas/tenders';

/**
 * The structured data (schema.org) of a tender's page, for the route's `meta` (`script:ld+json`).
 * A tender is a buyer's public call for goods or works: schema.org's `Demand` ("the public, not
 * necessarily binding announcement by an organization or person to seek a certain type of goods
 * or services", from GoodRelations) says exactly that, with the materials sought (`itemOffered`),
 * the quantity (`eligibleQuantity`), where (`eligibleRegion`) and until when (`availabilityEnds`,
 * `validThrough`). Google shows no rich result for any tender type, so the choice is for meaning,
 * not for a snippet; `GovernmentService` was not chosen: it describes a service a government
 * gives, and half of the tenders are private buyers'.
 */
export function tenderStructuredData(tender: Tender, lang: string, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Demand',
    url,
    inLanguage: lang,
    name: tender.title,
    // The buyer has no property of its own on a Demand: it leads the description.
    description: [tender.buyer, tender.description].filter(Boolean).join(' — '),
    businessFunction: 'http://purl.org/goodrelations/v1#Buy',
    itemOffered: tender.materials.map((m) => ({ '@type': 'Product', name: m.name })),
    eligibleQuantity: { '@type': 'QuantitativeValue', value: Number(tender.quantity), unitText: tender.unit },
    eligibleRegion: {
      '@type': 'AdministrativeArea',
      name: tender.governorate.name,
      containedInPlace: { '@type': 'Country', name: tender.country.name },
    },
    availabilityStarts: tender.published_at,
    availabilityEnds: tender.deadline,
    validThrough: tender.deadline,
  };
}
