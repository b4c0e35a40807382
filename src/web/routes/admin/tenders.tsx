/** /admin/tenders: the tenders board (features/tenders/admin). */
import { adminPage } from '../../../shared/page-kind';
import { TendersScreen } from '../../features/tenders/admin/tenders-screen';

export const handle = { ...adminPage, area: 'tenders' };

export default function AdminTenders() {
  return <TendersScreen />;
}
