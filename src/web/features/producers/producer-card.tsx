import type { Producer } from '../../../shared/schemas/producers';
import { DirectoryCard } from '../../ui/directory-card';
import { paths } from '../../../shared/paths';

const isHttp = (u: string) => /^https?:\/\//i.test(u);

/**
 * A producer's card: its website in a new tab when it has one, else its page on the site.
 * The URL slug is the English name in both languages, so the two language variants of a page
 * share one path (hreflang alternates, ui/seo.ts).
 */
export function ProducerCard({ producer, typeMetaName }: { producer: Producer; typeMetaName: string }) {
  const website = isHttp(producer.website) ? producer.website : undefined;
  return (
    <DirectoryCard
      name={producer.name}
      photo={producer.photo}
      description={producer.description}
      href={website}
      to={website ? undefined : paths.producer(producer.producer_type_id, typeMetaName, producer.id, producer.name_en || producer.name)}
    />
  );
}
