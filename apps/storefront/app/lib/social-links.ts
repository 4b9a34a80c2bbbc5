/** wa.me wants the international number as digits only: '+974 4400 0000' → 'https://wa.me/97444000000'. */
export function whatsappUrl(number: string): string | null {
  const digits = number.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : null;
}

/** Owners may store a full address or just a handle; either becomes a link, blanks become none. */
export function socialUrl(value: string, site: 'facebook' | 'instagram'): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  return `https://www.${site}.com/${trimmed.replace(/^@/, '')}`;
}
