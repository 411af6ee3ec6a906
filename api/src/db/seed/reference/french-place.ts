/** A vowel (accented or not) or a mute h would take "d'"; Tunisian names' h is aspirated: "de Hammamet". */
const VOWEL_START = /^[AEIOUYÀÂÉÈÊÎÔaeiouyàâéèêîô]/;

/**
 * "of <place>" in French, with the elision and contraction French asks for: "de Tunis",
 * "d'Ariana Ville", "de l'Ariana" (L'Ariana), "du Kef" (Le Kef), "des ..." (Les ...),
 * "de La Manouba" (the article kept as the name writes it).
 */
export function ofPlaceFr(name: string): string {
  if (name.startsWith("L'")) return `de l'${name.slice(2)}`;
  if (name.startsWith('Le ')) return `du ${name.slice(3)}`;
  if (name.startsWith('Les ')) return `des ${name.slice(4)}`;
  return VOWEL_START.test(name) ? `d'${name}` : `de ${name}`;
}
