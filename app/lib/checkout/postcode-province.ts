/**
 * The province a Thai postcode belongs to, as its ISO 3166-2:TH code (the region codes of the
 * shop's province select). Thailand Post's five-digit codes start with two digits naming the
 * province; the ISO codes follow the same numbers from Chonburi (20) on, and are one higher for
 * the central provinces (postcode 11 Nonthaburi is TH-12 … 18 Saraburi is TH-19). Bangkok's 10
 * is shared with Samut Prakan (TH-11), whose post offices have codes of their own under it.
 *
 * Used where JS is on to fill in the province once a postcode is typed (spec READING: "A
 * postcode fills in the province where JS is on; without JS the province is a select").
 */

/** First two digits → ISO 3166-2:TH code, for all 77 provinces (Samut Prakan below). */
const PROVINCE_BY_PREFIX: Readonly<Record<string, string>> = {
  "10": "TH-10", // Bangkok (and Samut Prakan's codes below)
  "11": "TH-12", // Nonthaburi
  "12": "TH-13", // Pathum Thani
  "13": "TH-14", // Phra Nakhon Si Ayutthaya
  "14": "TH-15", // Ang Thong
  "15": "TH-16", // Lopburi
  "16": "TH-17", // Sing Buri
  "17": "TH-18", // Chai Nat
  "18": "TH-19", // Saraburi
  "20": "TH-20", // Chonburi
  "21": "TH-21", // Rayong
  "22": "TH-22", // Chanthaburi
  "23": "TH-23", // Trat
  "24": "TH-24", // Chachoengsao
  "25": "TH-25", // Prachinburi
  "26": "TH-26", // Nakhon Nayok
  "27": "TH-27", // Sa Kaeo
  "30": "TH-30", // Nakhon Ratchasima
  "31": "TH-31", // Buriram
  "32": "TH-32", // Surin
  "33": "TH-33", // Sisaket
  "34": "TH-34", // Ubon Ratchathani
  "35": "TH-35", // Yasothon
  "36": "TH-36", // Chaiyaphum
  "37": "TH-37", // Amnat Charoen
  "38": "TH-38", // Bueng Kan
  "39": "TH-39", // Nong Bua Lamphu
  "40": "TH-40", // Khon Kaen
  "41": "TH-41", // Udon Thani
  "42": "TH-42", // Loei
  "43": "TH-43", // Nong Khai
  "44": "TH-44", // Maha Sarakham
  "45": "TH-45", // Roi Et
  "46": "TH-46", // Kalasin
  "47": "TH-47", // Sakon Nakhon
  "48": "TH-48", // Nakhon Phanom
  "49": "TH-49", // Mukdahan
  "50": "TH-50", // Chiang Mai
  "51": "TH-51", // Lamphun
  "52": "TH-52", // Lampang
  "53": "TH-53", // Uttaradit
  "54": "TH-54", // Phrae
  "55": "TH-55", // Nan
  "56": "TH-56", // Phayao
  "57": "TH-57", // Chiang Rai
  "58": "TH-58", // Mae Hong Son
  "60": "TH-60", // Nakhon Sawan
  "61": "TH-61", // Uthai Thani
  "62": "TH-62", // Kamphaeng Phet
  "63": "TH-63", // Tak
  "64": "TH-64", // Sukhothai
  "65": "TH-65", // Phitsanulok
  "66": "TH-66", // Phichit
  "67": "TH-67", // Phetchabun
  "70": "TH-70", // Ratchaburi
  "71": "TH-71", // Kanchanaburi
  "72": "TH-72", // Suphan Buri
  "73": "TH-73", // Nakhon Pathom
  "74": "TH-74", // Samut Sakhon
  "75": "TH-75", // Samut Songkhram
  "76": "TH-76", // Phetchaburi
  "77": "TH-77", // Prachuap Khiri Khan
  "80": "TH-80", // Nakhon Si Thammarat
  "81": "TH-81", // Krabi
  "82": "TH-82", // Phang Nga
  "83": "TH-83", // Phuket
  "84": "TH-84", // Surat Thani
  "85": "TH-85", // Ranong
  "86": "TH-86", // Chumphon
  "90": "TH-90", // Songkhla
  "91": "TH-91", // Satun
  "92": "TH-92", // Trang
  "93": "TH-93", // Phatthalung
  "94": "TH-94", // Pattani
  "95": "TH-95", // Yala
  "96": "TH-96", // Narathiwat
};

/**
 * Samut Prakan's post offices, numbered under Bangkok's 10: Mueang Samut Prakan (10270, 10280),
 * Phra Pradaeng (10130), Phra Samut Chedi (10290), Bang Phli (10540), Bang Bo (10560) and Bang
 * Sao Thong (10570).
 */
const SAMUT_PRAKAN = new Set(["10130", "10270", "10280", "10290", "10540", "10560", "10570"]);

/** The province of a five-digit Thai postcode (spaces around it ignored), or undefined when it names none. */
export function provinceOfPostcode(postcode: string): string | undefined {
  const digits = postcode.trim();
  if (!/^\d{5}$/.test(digits)) return undefined;
  if (SAMUT_PRAKAN.has(digits)) return "TH-11";
  return PROVINCE_BY_PREFIX[digits.slice(0, 2)];
}
