import { company } from "../documents/company.ts";

// Passwords that attackers try first (public breach lists, plus Italian
// favourites). Refusing them costs a customer a few seconds and closes the
// easiest door to their account.
const COMMON_PASSWORDS = [
  "123456",
  "1234567",
  "12345678",
  "123456789",
  "1234567890",
  "654321",
  "111111",
  "000000",
  "123123",
  "112233",
  "121212",
  "666666",
  "696969",
  "777777",
  "888888",
  "987654321",
  "password",
  "password1",
  "password123",
  "passw0rd",
  "qwerty",
  "qwerty123",
  "qwertyuiop",
  "asdfgh",
  "asdfghjkl",
  "zxcvbnm",
  "abc123",
  "abcdef",
  "iloveyou",
  "admin",
  "admin123",
  "welcome",
  "letmein",
  "monkey",
  "dragon",
  "football",
  "baseball",
  "sunshine",
  "princess",
  "master",
  "shadow",
  "superman",
  "batman",
  "trustno1",
  "starwars",
  "freedom",
  "whatever",
  "secret",
  "changeme",
  "ciaociao",
  "ciao123",
  "amore",
  "amore123",
  "tiamo",
  "tiamo123",
  "juventus",
  "juve1897",
  "milan",
  "inter",
  "napoli",
  "roma1927",
  "forzaroma",
  "forzajuve",
  "forzamilan",
  "forzainter",
  "forzanapoli",
  "lazio",
  "italia",
  "italia123",
  "francesco",
  "giuseppe",
  "alessandro",
  "andrea",
  "valentina",
  "giulia",
  "martina",
  "chiara",
  "federica",
  "roberto",
  "antonio",
  "giovanni",
  "marco",
  "luca",
  "matteo",
  "stefano",
  "simone",
  "lorenzo",
  "password!",
  "ciao1234",
  "prova",
  "prova123",
  "test123",
  "casa123",
  "finestra",
  "serramenti",
  "qazwsx",
  "1q2w3e4r",
  "1qaz2wsx",
  "aaaaaa",
  "abcabc",
  "pippo",
  "pippo123",
  "topolino",
  "paperino",
];

const commonPasswords = new Set(COMMON_PASSWORDS);

// The words an attacker reads on the shop's own pages: the company's name and
// what it sells. A password made only of them, with or without a year or a few
// digits ("AuroraSerramenti1992", "Finestre-2026"), is among the first guesses.
const SHOP_WORDS = [
  ...company.brand.toLowerCase().split(/\s+/),
  "serramenti",
  "serramento",
  "finestre",
  "finestra",
  "porte",
  "porta",
  "portoncino",
  "portoncini",
  "blindata",
  "blindate",
  "infissi",
  "infisso",
  "tapparelle",
  "tapparella",
  "persiane",
  "persiana",
  "zanzariere",
  "zanzariera",
  "torterolo",
  "alias",
  "vetro",
  "vetri",
  "bologna",
];
const shopWords = new Set(SHOP_WORDS.map((word) => word.normalize("NFKD").replace(/[^a-z]/g, "")));
const longestShopWord = Math.max(...[...shopWords].map((word) => word.length));

// Digits that stand in for letters ("S3rramenti", "F1nestre").
const LOOKALIKES: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
};

/** True when `letters` splits entirely into shop words ("portefinestre" → porte + finestre). */
function isMadeOfShopWords(letters: string): boolean {
  const reachable = [true, ...Array<boolean>(letters.length).fill(false)];
  for (let end = 1; end <= letters.length; end++) {
    for (let start = Math.max(0, end - longestShopWord); start < end && !reachable[end]; start++) {
      reachable[end] = Boolean(reachable[start]) && shopWords.has(letters.slice(start, end));
    }
  }
  return letters.length > 0 && Boolean(reachable[letters.length]);
}

/**
 * True for a password that is only the shop's name or words (any case, accents,
 * spaces or punctuation), optionally with digits before or after it.
 */
export function isShopWordPassword(password: string): boolean {
  const simplified = password
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\s\-_.,;:!?*+#&'"/\\|()[\]{}<>~^%=]/g, "");
  const core = simplified.replace(/^\d+/, "").replace(/\d+$/, "");
  const letters = [...core].map((char) => LOOKALIKES[char] ?? char).join("");
  return isMadeOfShopWords(letters);
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.trim().toLowerCase());
}
