/** The seven emirates, each by its main city, with real coordinates and well-known areas. Ids are fixed. */
export interface AreaSeed {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  /** A street or landmark used to build addresses in this area. */
  streets: readonly string[];
}

export interface CitySeed {
  id: number;
  name: string;
  slug: string;
  latitude: number;
  longitude: number;
  areas: readonly AreaSeed[];
}

export const CITY_IDS = {
  dubai: 1,
  abuDhabi: 2,
  sharjah: 3,
  ajman: 4,
  ummAlQuwain: 5,
  rasAlKhaimah: 6,
  fujairah: 7,
} as const;

export const cities: readonly CitySeed[] = [
  {
    id: 1,
    name: 'Dubai',
    slug: 'dubai',
    latitude: 25.2048,
    longitude: 55.2708,
    areas: [
      {
        id: 1,
        name: 'Dubai Marina',
        latitude: 25.0805,
        longitude: 55.1403,
        streets: ['Marina Walk', 'Al Marsa Street', 'King Salman Bin Abdulaziz Al Saud Street'],
      },
      {
        id: 2,
        name: 'Downtown Dubai',
        latitude: 25.1972,
        longitude: 55.2744,
        streets: ['Sheikh Mohammed bin Rashid Boulevard', 'Financial Centre Road', 'Emaar Boulevard'],
      },
      {
        id: 3,
        name: 'Jumeirah',
        latitude: 25.2116,
        longitude: 55.2497,
        streets: ['Jumeirah Beach Road', 'Al Wasl Road', '2nd December Street'],
      },
      {
        id: 4,
        name: 'Al Quoz',
        latitude: 25.1416,
        longitude: 55.2253,
        streets: ['Alserkal Avenue, Street 8', 'Al Khail Road', '4A Street'],
      },
      {
        id: 5,
        name: 'Deira & Al Fahidi',
        latitude: 25.2637,
        longitude: 55.2972,
        streets: ['Al Fahidi Street', 'Baniyas Road', 'Old Baladiya Street'],
      },
      {
        id: 6,
        name: 'Al Marmoom Desert',
        latitude: 24.8226,
        longitude: 55.3892,
        streets: ['Al Qudra Road', 'Dubai–Al Ain Road (E66)', 'Lahbab Road'],
      },
    ],
  },
  {
    id: 2,
    name: 'Abu Dhabi',
    slug: 'abu-dhabi',
    latitude: 24.4539,
    longitude: 54.3773,
    areas: [
      {
        id: 7,
        name: 'Saadiyat Island',
        latitude: 24.5373,
        longitude: 54.4317,
        streets: ['Saadiyat Cultural District', 'Jacques Chirac Street', 'Saadiyat Beach Road'],
      },
      {
        id: 8,
        name: 'Yas Island',
        latitude: 24.4888,
        longitude: 54.6077,
        streets: ['Yas Leisure Drive', 'Yas Bay Waterfront', 'Yas Marina Circuit Road'],
      },
      {
        id: 9,
        name: 'Corniche',
        latitude: 24.4763,
        longitude: 54.3442,
        streets: ['Corniche Road West', 'Al Khaleej Al Arabi Street', 'Sheikh Zayed the First Street'],
      },
      {
        id: 10,
        name: 'Eastern Mangroves',
        latitude: 24.4523,
        longitude: 54.4128,
        streets: ['Eastern Mangroves Promenade', 'Sheikh Zayed bin Sultan Street', 'Al Salam Street'],
      },
      {
        id: 11,
        name: 'Al Ain',
        latitude: 24.2075,
        longitude: 55.7447,
        streets: ['Al Ain Oasis, Hili Street', 'Sultan bin Zayed Al Awwal Street', 'Jebel Hafeet Road'],
      },
      {
        id: 12,
        name: 'Liwa',
        latitude: 23.1297,
        longitude: 53.7731,
        streets: ['Moreeb Dune Road', 'Hamim Road', 'Liwa Oasis Road'],
      },
    ],
  },
  {
    id: 3,
    name: 'Sharjah',
    slug: 'sharjah',
    latitude: 25.3463,
    longitude: 55.4209,
    areas: [
      {
        id: 13,
        name: 'Al Majaz',
        latitude: 25.3262,
        longitude: 55.3891,
        streets: ['Al Majaz Waterfront', 'Jamal Abdul Nasser Street', 'Khalid Lagoon Corniche'],
      },
      {
        id: 14,
        name: 'Heart of Sharjah',
        latitude: 25.3588,
        longitude: 55.3872,
        streets: ['Al Mareija Street', 'Souq Al Arsah', 'Al Shuwaihean'],
      },
      {
        id: 15,
        name: 'Al Khan',
        latitude: 25.3243,
        longitude: 55.3713,
        streets: ['Al Khan Street', 'Al Meena Street', 'Al Khan Corniche'],
      },
      {
        id: 16,
        name: 'Mleiha',
        latitude: 25.124,
        longitude: 55.877,
        streets: ['Mleiha Archaeological Centre Road', 'Al Dhaid–Mleiha Road', 'Fossil Rock Track'],
      },
    ],
  },
  {
    id: 4,
    name: 'Ajman',
    slug: 'ajman',
    latitude: 25.4052,
    longitude: 55.5136,
    areas: [
      {
        id: 17,
        name: 'Ajman Corniche',
        latitude: 25.4186,
        longitude: 55.4358,
        streets: ['Corniche Street', 'Sheikh Humaid bin Rashid Street', 'Al Nakheel Street'],
      },
      {
        id: 18,
        name: 'Al Zorah',
        latitude: 25.4475,
        longitude: 55.487,
        streets: ['Al Zorah Nature Reserve', 'Al Ittihad Street', 'Marina Al Zorah'],
      },
      {
        id: 19,
        name: 'Masfout',
        latitude: 24.83,
        longitude: 56.09,
        streets: ['Masfout Market Road', 'Hatta–Masfout Road', 'Wadi Masfout Track'],
      },
    ],
  },
  {
    id: 5,
    name: 'Umm Al Quwain',
    slug: 'umm-al-quwain',
    latitude: 25.5647,
    longitude: 55.5552,
    areas: [
      {
        id: 20,
        name: 'UAQ Old Town',
        latitude: 25.5791,
        longitude: 55.5561,
        streets: ['King Faisal Road', 'Old Souq Street', 'Al Lubna Street'],
      },
      {
        id: 21,
        name: 'Al Sinniyah Island',
        latitude: 25.6017,
        longitude: 55.6214,
        streets: ['Sinniyah Jetty', 'Khor Al Beidah', 'Lagoon Road'],
      },
      {
        id: 22,
        name: 'Emirates Road Leisure Strip',
        latitude: 25.619,
        longitude: 55.7603,
        streets: ['Emirates Road (E311), exit 127', 'Al Raafah Road', 'Umm Al Quwain–Ras Al Khaimah Road'],
      },
    ],
  },
  {
    id: 6,
    name: 'Ras Al Khaimah',
    slug: 'ras-al-khaimah',
    latitude: 25.8007,
    longitude: 55.9762,
    areas: [
      {
        id: 23,
        name: 'Jebel Jais',
        latitude: 25.942,
        longitude: 56.16,
        streets: ['Jebel Jais Road', 'Jais Viewing Deck Park', 'Jais Adventure Peak'],
      },
      {
        id: 24,
        name: 'Al Marjan Island',
        latitude: 25.678,
        longitude: 55.743,
        streets: ['Al Marjan Island Boulevard', 'Breeze Island', 'Treasure Island'],
      },
      {
        id: 25,
        name: 'Al Hamra',
        latitude: 25.694,
        longitude: 55.783,
        streets: ['Al Hamra Village Road', 'Sheikh Mohammed bin Salem Road', 'Al Hamra Marina'],
      },
      {
        id: 26,
        name: 'Old Town & Dhayah',
        latitude: 25.79,
        longitude: 55.943,
        streets: ['Al Hisn Road', 'Dhayah Fort Road', 'Al Qawasim Corniche'],
      },
    ],
  },
  {
    id: 7,
    name: 'Fujairah',
    slug: 'fujairah',
    latitude: 25.1288,
    longitude: 56.3265,
    areas: [
      {
        id: 27,
        name: 'Al Aqah',
        latitude: 25.4937,
        longitude: 56.36,
        streets: ['Al Aqah Beach Road', 'Dibba–Fujairah Road', 'Snoopy Island Beach'],
      },
      {
        id: 28,
        name: 'Dibba',
        latitude: 25.592,
        longitude: 56.264,
        streets: ['Dibba Port Road', 'Dibba Corniche', 'Al Faqeet Road'],
      },
      {
        id: 29,
        name: 'Fujairah Corniche',
        latitude: 25.13,
        longitude: 56.35,
        streets: ['Corniche Road', 'Hamad bin Abdullah Road', 'Fujairah Fort Road'],
      },
      {
        id: 30,
        name: 'Al Bidyah',
        latitude: 25.439,
        longitude: 56.36,
        streets: ['Al Bidyah Mosque Road', 'Al Bidyah Beach', 'Khor Fakkan Road'],
      },
    ],
  },
];

export function cityBySlug(slug: string): CitySeed {
  const city = cities.find((c) => c.slug === slug);
  if (!city) throw new Error(`Unknown seed city ${slug}`);
  return city;
}

export function areaByName(city: CitySeed, name: string): AreaSeed {
  const area = city.areas.find((a) => a.name === name);
  if (!area) throw new Error(`Unknown area ${name} in ${city.name}`);
  return area;
}
