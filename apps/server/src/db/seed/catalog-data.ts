/** The demo shop world: categories, shop names and goods templates, all deterministic. */
export const DEMO_CATEGORIES = [
  {
    name: 'Cloud phones',
    glyph: 'CP',
    hue: 20,
    children: ['Android cloud phones', 'Gaming cloud phones', 'Cloud phone rentals'],
  },
  {
    name: 'Scripts',
    glyph: 'SC',
    hue: 200,
    children: ['Game scripts', 'Social media scripts', 'Shop automation'],
  },
  { name: 'Mining machines', glyph: 'MM', hue: 45, children: ['ASIC miners', 'GPU rigs'] },
  { name: 'Electronics', glyph: 'EL', hue: 260, children: ['Phones', 'Accessories'] },
  { name: 'Home & living', glyph: 'HL', hue: 140, children: ['Kitchen', 'Decor'] },
  {
    name: 'Digital services',
    glyph: 'DS',
    hue: 330,
    children: ['Activation codes', 'Top-up cards'],
  },
] as const;

export const DEMO_SHOPS = [
  {
    name: 'Cloudmall Official',
    city: 'Taipei',
    self: true,
    bio: 'Official cloud phones, scripts and activation codes.',
  },
  { name: 'Nimbus Devices', city: 'Istanbul', self: false, bio: 'Cloud phones that never sleep.' },
  { name: 'ScriptSmith', city: 'Jakarta', self: false, bio: 'Automation scripts, tested daily.' },
  { name: 'HashHouse Mining', city: 'Shenzhen', self: false, bio: 'ASIC and GPU mining hardware.' },
  {
    name: 'Pocket Gadgets',
    city: 'Kaohsiung',
    self: false,
    bio: 'Phones and accessories at fair prices.',
  },
  { name: 'Cozy Corner', city: 'Izmir', self: false, bio: 'Kitchen and decor for happy homes.' },
  {
    name: 'CodeVault',
    city: 'Bandung',
    self: false,
    bio: 'Activation codes and top-up cards, delivered instantly.',
  },
  { name: 'Orbit Cloud', city: 'Ankara', self: false, bio: 'Rent a cloud phone by the day.' },
] as const;

/** Per top category: title words, SPUs and a price range in minor units. */
export const GOODS_TEMPLATES: Record<
  string,
  { names: string[]; spus: Array<{ name: string; items: string[] }>; price: [number, number] }
> = {
  'Cloud phones': {
    names: [
      'Cloud Phone X1',
      'Cloud Phone Pro Max',
      'Always-on Cloud Phone',
      'Cloud Phone Lite',
      'Gaming Cloud Phone G5',
      'Cloud Phone Business',
    ],
    spus: [
      { name: 'Plan', items: ['7 days', '30 days', '90 days'] },
      { name: 'Spec', items: ['Standard', 'Pro'] },
    ],
    price: [1_990, 29_900],
  },
  Scripts: {
    names: [
      'Auto-Farm Script',
      'Daily Check-in Script',
      'Shop Auto-Reply Script',
      'Social Growth Script',
      'Raid Helper Script',
      'Order Sync Script',
    ],
    spus: [{ name: 'License', items: ['Monthly', 'Yearly'] }],
    price: [990, 19_900],
  },
  'Mining machines': {
    names: ['ASIC Miner S21', 'ASIC Miner L7', 'GPU Rig 6x', 'Silent Home Miner', 'Hydro Miner H3'],
    spus: [{ name: 'Model', items: ['Standard', 'Hydro'] }],
    price: [299_900, 1_999_900],
  },
  Electronics: {
    names: [
      '5G Smartphone A54',
      'Wireless Earbuds',
      'Fast Charger 65W',
      'Phone Stand',
      'Power Bank 20000mAh',
      'USB-C Cable 2m',
    ],
    spus: [
      { name: 'Colour', items: ['Black', 'White'] },
      { name: 'Size', items: ['Standard', 'Plus'] },
    ],
    price: [1_990, 399_900],
  },
  'Home & living': {
    names: [
      'Ceramic Mug Set',
      'Chef Knife',
      'Linen Cushion',
      'Desk Lamp',
      'Bamboo Cutting Board',
      'Scented Candle',
    ],
    spus: [{ name: 'Size', items: ['S', 'M', 'L'] }],
    price: [990, 29_900],
  },
  'Digital services': {
    names: [
      'Script Activation Code',
      'Cloud Phone Activation Code',
      'Game Top-up Card',
      'Streaming Gift Card',
      'VIP Membership Code',
    ],
    spus: [{ name: 'Value', items: ['Basic', 'Plus', 'Premium'] }],
    price: [500, 9_900],
  },
};

export const REVIEW_TEXTS = [
  'Works exactly as described, set up in minutes.',
  'Fast delivery and the shop answered my questions quickly.',
  'Good value for the price. Would buy again.',
  'It runs 24/7 without problems so far.',
  'Decent, but the instructions could be clearer.',
  'Not what I expected, support helped me sort it out.',
];

export const DEMO_ARTICLES = [
  {
    category: 'news',
    title: 'Cloudmall opens to new merchants',
    description: 'Apply in the app and start selling within a day.',
  },
  {
    category: 'news',
    title: 'New gaming cloud phones are live',
    description: 'Higher frame rates and 90-day plans.',
  },
  {
    category: 'news',
    title: 'Scripts now activate with one-time codes',
    description: 'Every code works once and binds to one device.',
  },
  {
    category: 'notice',
    title: 'Maintenance on Sunday 02:00-03:00',
    description: 'Top-ups may be delayed during maintenance.',
  },
  {
    category: 'notice',
    title: 'Stay safe: we never ask for your password',
    description: 'Report suspicious messages to customer service.',
  },
  {
    category: 'help',
    title: 'How to choose a cloud phone plan',
    description: 'Standard or Pro, 7 or 90 days: a quick guide.',
  },
] as const;

/** Top categories of virtual goods: nothing is delivered, so their goods do not ship (no freight). */
export const VIRTUAL_CATEGORIES: ReadonlySet<string> = new Set([
  'Cloud phones',
  'Scripts',
  'Digital services',
]);
