/** The data grid's own texts (MUI X's published locales) in the page's language: Arabic or English. */
import { arSD, enUS } from '@mui/x-data-grid/locales';
import { useTranslation } from '../../i18n/react';

const TEXTS = {
  ar: arSD.components.MuiDataGrid.defaultProps.localeText,
  en: enUS.components.MuiDataGrid.defaultProps.localeText,
};

export const useDataGridText = () => TEXTS[useTranslation().i18n.language];
