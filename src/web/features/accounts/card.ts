/**
 * Sign-up step 2, "Add Payment Method" (SPEC section 2): the card form's rules. The card data is
 * checked in the browser only: it is never sent anywhere nor stored (docs/architecture.md).
 */
import { z } from 'zod';

/** Card number: 12 to 19 digits (spaces allowed) passing the Luhn check. */
export function isCardNumber(raw: string): boolean {
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** MM/YY, a real month, not before the current month. */
export function isCardExpiry(raw: string, today = new Date()): boolean {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(raw.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  return year > today.getFullYear() || (year === today.getFullYear() && month >= today.getMonth() + 1);
}

/** Groups of four digits as they are typed: "4242424242" → "4242 4242 42". */
export const formatCardNumber = (raw: string) =>
  raw
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1" → "1", "12" → "12/", "1226" → "12/26". */
export function formatExpiry(raw: string): string {
  const d = raw.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** Messages are keys of `account.card` (this form's own rules, not the shared catalogue). */
export const cardFormSchema = z.object({
  first_name: z.string().trim().min(1, 'validation.required'),
  last_name: z.string().trim().min(1, 'validation.required'),
  card_number: z.string().refine(isCardNumber, 'account.card.number_invalid'),
  expiry: z.string().refine((v) => isCardExpiry(v), 'account.card.expiry_invalid'),
  security_code: z.string().regex(/^\d{3,4}$/, 'account.card.cvc_invalid'),
});
export type CardForm = z.infer<typeof cardFormSchema>;
