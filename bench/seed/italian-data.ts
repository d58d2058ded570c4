/**
 * Deterministic Italian-looking data for the benchmark: names weighted so a few surnames are
 * common (as in a real shop's customers), accents included so folding is exercised.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const FIRST_NAMES = [
  'Mario',
  'Luca',
  'Giulia',
  'Francesca',
  'Marco',
  'Alessandro',
  'Sara',
  'Chiara',
  'Andrea',
  'Matteo',
  'Elena',
  'Paolo',
  'Valentina',
  'Giorgio',
  'Federica',
  'Nicolò',
  'Simone',
  'Martina',
  'Davide',
  'Anna',
  'Lorenzo',
  'Ilaria',
  'Stefano',
  'Beatrice',
  'Riccardo',
  'Silvia',
  'Fabio',
  'Giovanni',
  'Roberta',
  'Tommaso',
  'Noemi',
  'Emanuele',
  'Lucia',
  'Pietro',
  'Aurora',
  'Gabriele',
];

/** The first entries come up far more often (see zipfPicker). */
export const SURNAMES = [
  'Rossi',
  'Russo',
  'Ferrari',
  'Esposito',
  'Bianchi',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Santoro',
  'Mariani',
  'Rinaldi',
  'Caruso',
  'Ferrara',
  'Galli',
  'Martini',
  'Leone',
  'Longo',
  'Gentile',
  'Martinelli',
  'Vitale',
  'Lombardo',
  'Serra',
  'Coppola',
  'De Santis',
  "D'Angelo",
  'Marchetti',
  'Parisi',
  'Villa',
  'Conte',
  'Ferraro',
  'Fabbri',
  'Bianco',
  'Marini',
  'Grasso',
  'Valentini',
  'Messina',
  'Sala',
  'De Angelis',
  'Gatti',
  'Pellegrini',
  'Palumbo',
  'Sanna',
  'Farina',
  'Rizzi',
  'Monti',
  'Cattaneo',
  'Morelli',
  'Amato',
  'Silvestri',
  'Mazza',
  'Testa',
  'Grassi',
  'Pellegrino',
  'Carbone',
  'Giuliani',
  'Benedetti',
];

export const DEVICES = [
  'iPhone 13',
  'iPhone 14 Pro',
  'iPhone 12 mini',
  'Samsung Galaxy S21',
  'Samsung Galaxy A52',
  'Xiaomi Redmi Note 11',
  'Huawei P30',
  'Google Pixel 7',
  'Oppo Reno 8',
  'Motorola G60',
  'iPad Air',
  'iPad 9',
  'Samsung Galaxy Tab S7',
  'MacBook Air M1',
  'MacBook Pro 14',
  'Lenovo ThinkPad T14',
  'HP Pavilion 15',
  'Dell XPS 13',
  'Asus ZenBook',
  'Acer Aspire 5',
  'PC fisso assemblato',
  'Nintendo Switch',
  'PlayStation 5',
  'Apple Watch 7',
  'Kindle Paperwhite',
];

export const FAULTS = [
  'Schermo rotto dopo una caduta, il touch non risponde',
  'Non si accende più, nessun segno di vita',
  'La batteria si scarica in poche ore',
  'Connettore di ricarica danneggiato, carica solo in certe posizioni',
  'Caduto in acqua, si è spento subito',
  'Il Wi-Fi si disconnette continuamente',
  'Tastiera con alcuni tasti che non funzionano',
  'Ventola rumorosa e surriscaldamento',
  'Altoparlante gracchiante durante le chiamate',
  'Fotocamera posteriore sfocata',
  'Sistema lento, richiesta formattazione e backup dati',
  'Sostituzione display e vetro posteriore',
  'Problema di aggiornamento: resta bloccato sul logo',
  'Microfono non funziona, chi chiama non sente',
  'Richiesta preventivo per sostituzione SSD',
  'Cerniera rotta, lo schermo non sta in piedi',
  'Lettore SIM non rileva la scheda',
  'Face ID non disponibile dopo la riparazione precedente',
  'Perdita di dati: recupero foto e rubrica',
  'Joy-Con con drift, il personaggio si muove da solo',
];

export const DETAILS = [
  'Cliente ha fretta.',
  'Già riparato altrove un anno fa.',
  'Dispositivo in garanzia?',
  'Portato con custodia e caricabatterie.',
  'Richiede chiamata prima di procedere.',
  'Password comunicata a voce.',
  'Preferisce ricambio originale.',
  'Segni di ossidazione visibili.',
  '',
  '',
];

export const DOMAINS = [
  'gmail.com',
  'libero.it',
  'hotmail.it',
  'yahoo.it',
  'virgilio.it',
  'tiscali.it',
];

/**
 * An index into a list of n, rank r chosen with weight 1/(r+1)^0.6: with 70 surnames the first
 * one (Rossi) is about 8 % of customers, the last about 0.6 %.
 */
export function zipfPicker(n: number, random: () => number): () => number {
  const weights = Array.from({ length: n }, (_, r) => 1 / (r + 1) ** 0.6);
  const total = weights.reduce((a, b) => a + b, 0);
  const cumulative: number[] = [];
  let sum = 0;
  for (const w of weights) {
    sum += w / total;
    cumulative.push(sum);
  }
  return () => {
    const x = random();
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 1) < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}
