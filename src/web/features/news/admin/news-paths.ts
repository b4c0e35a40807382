/** The newsroom's addresses (its dates are written by src/shared/format.ts). */
import { paths } from '../../../../shared/paths';

/** `/admin/news`, `/admin/news/new`, `/admin/news/12`. */
export const adminNewsPath = (id?: number | 'new') => (id === undefined ? paths.admin('news') : `${paths.admin('news')}/${id}`);
