/**
 * The data grid's own texts (MUI X's published locales) in the page's language: Arabic or English.
 * Arabic keeps MUI's words but writes its numbers with Western digits, as the whole site does
 * (docs/architecture.md, "Numbers"): the published Arabic locale formats them as ar-SD (Arabic-Indic).
 */
import type { GridLocaleText } from '@mui/x-data-grid';
import { arSD, enUS } from '@mui/x-data-grid/locales';
import { formatNumber } from '../../../shared/format';
import { useTranslation } from '../../i18n/react';

const n = (value: number) => formatNumber(value, 'ar');

const arabic: Partial<GridLocaleText> = {
  ...arSD.components.MuiDataGrid.defaultProps.localeText,
  paginationDisplayedRows: ({ from, to, count, estimated }) => {
    const total = count !== -1 ? n(count) : estimated && estimated > to ? `حوالي ${n(estimated)}` : `أكثر من ${n(to)}`;
    return `${n(from)}–${n(to)} من ${total}`;
  },
  footerRowSelected: (count) => (count !== 1 ? `تم تحديد ${n(count)} من الصفوف` : 'تم تحديد صف واحد'),
  footerTotalVisibleRows: (visible, total) => `${n(visible)} من ${n(total)}`,
};

const TEXTS = { ar: arabic, en: enUS.components.MuiDataGrid.defaultProps.localeText };

export const useDataGridText = () => TEXTS[useTranslation().i18n.language];

/**
 * A line of text inside a grid cell: it wraps rather than being cut with an ellipsis (decision
 * 045: in a right-to-left cell an ellipsis cuts the start of a number or an e-mail); the grids'
 * rows grow to fit it (the theme's `MuiDataGrid` defaults).
 */
export const cellLine = { display: 'block', whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;
