// Italian people for the demo history (scripts/demo-history.ts): names,
// addresses in real cities with their postal codes, e-mail addresses and
// mobile numbers, all drawn from the run's seeded random.
//
// Node runs this file directly (type stripping): erasable TypeScript only.
import type { seededRandom } from "../../tests/support/random.ts";

export type Random = ReturnType<typeof seededRandom>;

const FIRST_NAMES = [
  "Marco",
  "Giulia",
  "Luca",
  "Francesca",
  "Alessandro",
  "Chiara",
  "Andrea",
  "Sara",
  "Matteo",
  "Valentina",
  "Lorenzo",
  "Martina",
  "Davide",
  "Elena",
  "Simone",
  "Federica",
  "Giuseppe",
  "Anna",
  "Francesco",
  "Laura",
  "Stefano",
  "Silvia",
  "Roberto",
  "Paola",
  "Antonio",
  "Elisa",
  "Giovanni",
  "Alessia",
  "Paolo",
  "Cristina",
  "Riccardo",
  "Roberta",
  "Fabio",
  "Monica",
  "Daniele",
  "Barbara",
  "Emanuele",
  "Ilaria",
  "Nicola",
  "Serena",
  "Gabriele",
  "Beatrice",
  "Tommaso",
  "Caterina",
  "Pietro",
  "Lucia",
  "Massimo",
  "Teresa",
  "Vincenzo",
  "Rosa",
] as const;

const LAST_NAMES = [
  "Rossi",
  "Russo",
  "Ferrari",
  "Esposito",
  "Bianchi",
  "Romano",
  "Colombo",
  "Ricci",
  "Marino",
  "Greco",
  "Bruno",
  "Gallo",
  "Conti",
  "De Luca",
  "Mancini",
  "Costa",
  "Giordano",
  "Rizzo",
  "Lombardi",
  "Moretti",
  "Barbieri",
  "Fontana",
  "Santoro",
  "Mariani",
  "Rinaldi",
  "Caruso",
  "Ferrara",
  "Galli",
  "Martini",
  "Leone",
  "Longo",
  "Gentile",
  "Martinelli",
  "Vitale",
  "Lombardo",
  "Serra",
  "Coppola",
  "De Santis",
  "D'Angelo",
  "Marchetti",
  "Parisi",
  "Villa",
  "Conte",
  "Ferraro",
  "Ferri",
  "Fabbri",
  "Bianco",
  "Marini",
  "Grasso",
  "Valentini",
] as const;

/** City, province and postal code: real places, so that the list reads like a real shop's. */
const CITIES = [
  ["Genova", "GE", "16121"],
  ["Milano", "MI", "20121"],
  ["Torino", "TO", "10121"],
  ["Roma", "RM", "00184"],
  ["Bologna", "BO", "40121"],
  ["Firenze", "FI", "50122"],
  ["Napoli", "NA", "80133"],
  ["Verona", "VR", "37121"],
  ["Padova", "PD", "35122"],
  ["Brescia", "BS", "25121"],
  ["Bergamo", "BG", "24121"],
  ["La Spezia", "SP", "19121"],
  ["Savona", "SV", "17100"],
  ["Alessandria", "AL", "15121"],
  ["Piacenza", "PC", "29121"],
  ["Parma", "PR", "43121"],
  ["Modena", "MO", "41121"],
  ["Reggio Emilia", "RE", "42121"],
  ["Pisa", "PI", "56125"],
  ["Livorno", "LI", "57123"],
  ["Lucca", "LU", "55100"],
  ["Novara", "NO", "28100"],
  ["Como", "CO", "22100"],
  ["Monza", "MB", "20900"],
  ["Pavia", "PV", "27100"],
  ["Cuneo", "CN", "12100"],
  ["Asti", "AT", "14100"],
  ["Imperia", "IM", "18100"],
  ["Chiavari", "GE", "16043"],
  ["Rapallo", "GE", "16035"],
  ["Sanremo", "IM", "18038"],
  ["Treviso", "TV", "31100"],
] as const;

const STREETS = [
  "Via Roma",
  "Via Garibaldi",
  "Via Mazzini",
  "Corso Italia",
  "Via Cavour",
  "Via XX Settembre",
  "Via Dante",
  "Viale della Repubblica",
  "Via Marconi",
  "Via Verdi",
  "Piazza della Libertà",
  "Via Matteotti",
  "Via Manzoni",
  "Corso Vittorio Emanuele II",
  "Via dei Mille",
  "Via Gramsci",
  "Via San Francesco",
  "Via Leopardi",
] as const;

const MAIL_DOMAINS = [
  "gmail.com",
  "libero.it",
  "outlook.it",
  "yahoo.it",
  "hotmail.it",
  "tiscali.it",
  "alice.it",
];

export interface DemoPerson {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
}

/** "De Luca" → "deluca", "D'Angelo" → "dangelo": the part of a name an e-mail address keeps. */
const mailPart = (name: string) => name.toLowerCase().replace(/[^a-z]/g, "");

/**
 * A person; `serial` makes the e-mail address unique within the run (two Marco
 * Rossi are common, two identical addresses are not).
 */
export function demoPerson(random: Random, serial: string): DemoPerson {
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  const [city, province, postalCode] = random.pick(CITIES);
  const separator = random.pick([".", "_", ""]);
  return {
    firstName,
    lastName,
    email: `${mailPart(firstName)}${separator}${mailPart(lastName)}${serial}@${random.pick(MAIL_DOMAINS)}`,
    phone: `+39 3${random.integer(20, 93)} ${random.integer(100, 999)} ${random.integer(1000, 9999)}`,
    address: `${random.pick(STREETS)} ${random.integer(1, 180)}`,
    city: `${city} (${province})`,
    postalCode,
  };
}

/** A customer's free-text remark on a quote request or a lead. */
export const CUSTOMER_MESSAGES = [
  "Vorrei sostituire le finestre del soggiorno, sono ancora in legno con vetro singolo.",
  "Mi servirebbe un sopralluogo per misurare le aperture, abito al terzo piano senza ascensore.",
  "È possibile avere anche lo smaltimento dei vecchi serramenti?",
  "Interessato alla detrazione fiscale: potete fornire la documentazione per l'ecobonus?",
  "Preferisco essere contattato il pomeriggio dopo le 17.",
  "Casa al mare, serve una finitura resistente alla salsedine.",
  "Vorrei un preventivo per tutta la casa: 6 finestre e la porta d'ingresso.",
  "",
  "",
  "",
] as const;

/** What staff write on an order's status change; "" most of the time. */
export const ORDER_NOTES = [
  "Materiale ordinato al fornitore",
  "Consegna concordata con il cliente per telefono",
  "Pagamento verificato",
  "Il cliente ha chiesto di annullare l'ordine",
  "",
  "",
  "",
  "",
] as const;

/** Staff's internal notes on a request. */
export const REQUEST_NOTES = [
  "Richiamato il cliente, chiede un sopralluogo.",
  "Misure da verificare: la luce indicata sembra quella del muro finito.",
  "Cliente già nostro: ha acquistato due finestre lo scorso anno.",
  "Inviato catalogo colori via e-mail.",
  "Non risponde al telefono, riprovo domani.",
  "Chiede tempi di consegna entro fine mese.",
] as const;

/** Why an offer differs from the configurator's price, as the customer reads it. */
export const OFFER_REASONS = {
  sconto: [
    "Sconto per ordine di più serramenti",
    "Promozione stagionale sui serramenti in PVC",
    "Sconto cliente abituale",
  ],
  maggiorazione: [
    "Posa al piano alto con piattaforma aerea",
    "Misure fuori standard da verificare in cantiere",
    "Smaltimento dei vecchi serramenti incluso",
  ],
} as const;
