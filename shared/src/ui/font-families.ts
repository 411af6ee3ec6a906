import type { Language } from '@evax/shared/contract';

/** Latin text: Noto Sans (bundled by the host), then the system's faces. */
export const LATIN_FONTS = "'Noto Sans Variable', -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
/** A sans-serif with Arabic glyphs first, so Arabic text never falls back to a Latin face. */
export const ARABIC_FONTS = "'Noto Sans Arabic Variable', 'Noto Sans Arabic', 'Segoe UI', Tahoma, 'DejaVu Sans', sans-serif";

export function fontFamilyFor(language: Language): string {
  return language === 'ar' ? ARABIC_FONTS : LATIN_FONTS;
}
