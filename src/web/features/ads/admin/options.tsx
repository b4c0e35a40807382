/** The choices of the ads screens: every slot (its code and place) and the languages an ad is shown in. */
import MenuItem from '@mui/material/MenuItem';
import { adSlotPlace } from '../../../../shared/ad-slots';
import { ALL_AD_CODES, AD_LANGS } from '../../../../shared/constants';
import type { AdminTranslator } from '../../../ui/admin/i18n';

const slotLabel = (t: AdminTranslator['t'], code: string) => t('ads.slot_option', { code, place: t(`ads.places.${adSlotPlace(code)}`) });

export const slotOptions = (t: AdminTranslator['t']) =>
  ALL_AD_CODES.map((code) => (
    <MenuItem key={code} value={code}>
      {slotLabel(t, code)}
    </MenuItem>
  ));

export const langOptions = (t: AdminTranslator['t']) =>
  AD_LANGS.map((l) => (
    <MenuItem key={l} value={l}>
      {t(`ads.langs.${l}`)}
    </MenuItem>
  ));
