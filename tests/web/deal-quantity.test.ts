import { describe, expect, it } from 'vitest';
import { unitName as unitAfter } from '../../src/shared/format';
import { dealQuantity } from '../../src/web/features/deals/deal-card';

describe('a deal quantity with its unit (issue 29 item 7)', () => {
  it('reads as English prose: a unit word in lower case, plural unless one; an abbreviation in lower case', () => {
    expect(dealQuantity({ quantity: '1000', unit_name: 'Ton' }, 'en')).toBe('1,000 tons');
    expect(dealQuantity({ quantity: '1', unit_name: 'Ton' }, 'en')).toBe('1 ton');
    expect(dealQuantity({ quantity: '2.5', unit_name: 'Ton' }, 'en')).toBe('2.5 tons');
    expect(dealQuantity({ quantity: '500', unit_name: 'KG' }, 'en')).toBe('500 kg');
    expect(unitAfter(3, 'KM', 'en')).toBe('km');
  });

  it('keeps the catalogue name in Arabic and for a name that is not one plain word', () => {
    expect(dealQuantity({ quantity: '1000', unit_name: 'طن' }, 'ar')).toBe('1,000 طن');
    expect(unitAfter(2, 'Ton', 'ar')).toBe('Ton');
    expect(unitAfter(2, 'm³', 'en')).toBe('m³');
  });
});
