// Italian puts a euphonic "d" on "a" before a word that starts with the same
// vowel: «ad Aurora», not «a Aurora».

/** «a» or «ad» followed by the name, as a sentence says it. */
export function toName(name: string): string {
  return `${/^[aàáAÀÁ]/.test(name.trim()) ? "ad" : "a"} ${name}`;
}
