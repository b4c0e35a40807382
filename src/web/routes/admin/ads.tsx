/** /admin/ads: the ads of every slot (features/ads/admin). */
import { adminPage } from '../../../shared/page-kind';
import { AdsScreen } from '../../features/ads/admin/ads-screen';

export const handle = { ...adminPage, area: 'ads' };

export default function AdminAds() {
  return <AdsScreen />;
}
