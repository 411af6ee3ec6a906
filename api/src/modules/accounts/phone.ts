/** Digits only, as the unique index on phone compares them. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');
