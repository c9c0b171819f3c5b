/** Text for matching, not for showing: accents and case dropped ("Café" → "cafe"). */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}
