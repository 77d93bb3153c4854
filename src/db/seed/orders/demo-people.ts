export interface Person {
  userId: number;
  title1: string;
  firstName: string;
  lastName: string;
  companyName?: string;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  phone: string;
}

export const FIRST_NAMES = [
  "Anna",
  "Thomas",
  "Sabine",
  "Michael",
  "Julia",
  "Stefan",
  "Petra",
  "Andreas",
  "Monika",
  "Markus",
  "Claudia",
  "Jürgen",
  "Katrin",
];
export const LAST_NAMES = [
  "Bauer",
  "Huber",
  "Wagner",
  "Schäfer",
  "Koch",
  "Richter",
  "Klein",
  "Wolf",
  "Neumann",
  "Schwarz",
  "Zimmermann",
  "Krüger",
  "Hartmann",
];
export const STREETS = [
  "Lindenstraße",
  "Gartenweg",
  "Kirchplatz",
  "Bergstraße",
  "Am Bach",
  "Wiesenweg",
  "Schulstraße",
  "Ahornweg",
  "Feldstraße",
  "Rosenstraße",
  "Mühlweg",
  "Birkenallee",
  "Sonnenhang",
];
