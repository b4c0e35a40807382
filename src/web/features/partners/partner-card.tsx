import type { Partner } from '../../../shared/schemas/partners';
import { DirectoryCard } from '../../ui/directory-card';
import { paths } from '../../../shared/paths';

/**
 * A partner's card: logo, name, address and a short description; opens the partner's page.
 * The URL slug is the English name in both languages, so the two language variants of a page
 * share one path (hreflang alternates, ui/seo.ts).
 */
export function PartnerCard({ partner, typeMetaName }: { partner: Partner; typeMetaName: string }) {
  return (
    <DirectoryCard
      name={partner.name}
      photo={partner.photo}
      address={partner.address || undefined}
      description={partner.description}
      to={paths.partner(typeMetaName, partner.profile_type_id, partner.name_en || partner.name, partner.id)}
    />
  );
}
