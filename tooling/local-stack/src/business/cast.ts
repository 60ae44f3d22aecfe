// Who the demo business serves (../seed-business.ts), and the ids of what they asked for: fixed, as the server would
// have made them (20 letters and digits; a uid as Firebase Auth makes one), so every start seeds the same references
// and tests can name them. Fictional people on New York productions; the studios are real stages in the city.
import type { Person } from "./records.js";

export const people = {
  marisol: {
    uid: "Z4tChJ4PRKwVU4JgAvyGmUZALecS",
    firstName: "Marisol",
    lastName: "Vega",
    email: "marisol.vega@hellgate-series.example",
    phone: "+1 718 555 0162",
    title: "Set decorator",
    studio: "Silvercup Studios",
    production: "Hell Gate (series)",
  },
  theo: {
    uid: "2ktLwFSYwvHsuBf8C248TbSvPZLU",
    firstName: "Theo",
    lastName: "Lindqvist",
    email: "theo@gowanus-job.example",
    phone: "+1 347 555 0118",
    title: "Property master",
    studio: "Steiner Studios",
    production: "The Gowanus Job (feature)",
  },
  priya: {
    uid: "UAdKZ5K7cGsZr5kDq2Sp3aDRusDF",
    firstName: "Priya",
    lastName: "Raman",
    email: "priya.raman@parkslope-nights.example",
    phone: "+1 917 555 0145",
    title: "Art director",
    studio: "Kaufman Astoria Studios",
    production: "Park Slope Nights (series)",
  },
  desmond: {
    uid: "7pBgFFwLCHtD936E4yiahDGC2JFP",
    firstName: "Desmond",
    lastName: "Okafor",
    email: "desmond@mercer-hale.example",
    phone: "+1 212 555 0187",
    title: "Producer",
    studio: "Mercer & Hale",
    production: "Brightline Energy: Keep the Lights On (commercial)",
  },
  hannah: {
    uid: "rD2Vss8GJsHDexHpZWZwfJQ6B48n",
    firstName: "Hannah",
    lastName: "Brooks",
    email: "hannah.brooks@tisch-film.example",
    phone: "+1 646 555 0129",
    title: "Production designer",
    studio: "NYU Tisch Graduate Film",
    production: "Half-Life (thesis short)",
  },
  /** A visitor without an account: a request from the storefront's form (no uid on it). */
  visitor: {
    uid: "",
    firstName: "Jules",
    lastName: "Moreau",
    email: "jules@bushwick-sound.example",
    phone: "+1 929 555 0173",
    title: "",
    studio: "Bushwick Sound Co.",
    production: "Lowercase (music video)",
  },
} satisfies Record<string, Person>;

export const quoteIds = {
  hannahNew: "tQzyHczUL2YViTa3SQFr",
  visitorNew: "nx65jgmx7p8LqtG83WXp",
  priyaQuoted: "nHUpAcPbPSa8UWUFvrpR",
  desmondAccepted: "WRqxBWCRM2YDAs34gvC6",
  theoDeclined: "QWR9bHvUnQNLQVzt6Vfy",
  hannahClosed: "kjuaJgt3MwwFjymCUtBJ",
};

export const orderIds = {
  /** Going out today. */
  desmondToday: "hCJnWHeDRXtYBGQUMBGR",
  theoToday: "RfBnpqUjmqF8VNZDC3fz",
  priyaToday: "iftHhV26rZaJ3A2PkH5n",
  /** Out since two days ago. */
  marisolOut: "PiXZ5mDDU7mCbmey84ag",
  /** Back yesterday, a piece damaged. */
  theoReturned: "NXcWv5Z4kaHY2VGeVML8",
};

export const recordIds = {
  marisolHandover: "s6VFBTT2NjJdCzkXqxAn",
  theoHandover: "PPqjwxVWj24tfFTFZUkb",
  barRepair: "TQ9RGqYc9CAqakRtwesR",
  barPayment: "uE7mPq3RzK9wHs2NbV4c",
};
