// Demo content for the Willow & Wren salon group. Everything here is invented:
// the town, the people, the brands and the phone numbers (Ofcom drama range).

import type {
  SeedBanner,
  SeedNewsItem,
  SeedOffer,
  SeedPost,
  SeedReview,
  SeedSalon,
  SeedStylist,
  SeedTile,
} from './types'

export const brand = {
  name: 'Willow & Wren',
  tagline: 'Thoughtful hair, close to home',
  town: 'Ambleford',
  legalName: 'Willow & Wren Hair Salons Ltd',
} as const

// ---------------------------------------------------------------------------
// Salons
// ---------------------------------------------------------------------------

/** The same holidays at every salon; Christmas Eve closes early at each salon's own time. */
const christmasHours = (opens: string, closes: string): SeedSalon['holidayHours'] => [
  { date: '2026-12-24', opens, closes, note: 'Christmas Eve' },
  { date: '2026-12-25', closed: true, note: 'Christmas Day' },
  { date: '2026-12-26', closed: true, note: 'Boxing Day' },
  { date: '2027-01-01', closed: true, note: "New Year's Day" },
]

export const salons: SeedSalon[] = [
  {
    id: 1,
    name: 'Willow & Wren Riverside',
    shortName: 'Riverside',
    isAcademy: false,
    addressLines: ['The Old Chandlery', '3 Wharf Lane'],
    town: 'Ambleford Quay',
    postcode: 'AM2 7RJ',
    phone: '01632 960 218',
    email: 'riverside@willowandwren.example',
    blurb:
      "Our sister salon sits in a converted chandlery right on the water at Ambleford Quay. It's a calmer, six-chair space with big windows, free parking on Wharf Lane and a team who love lived-in colour and easy, grown-out cuts.",
    openingTimes: [
      { day: 'Monday', closed: true },
      { day: 'Tuesday', opens: '09:00', closes: '17:30' },
      { day: 'Wednesday', opens: '10:00', closes: '19:00' },
      { day: 'Thursday', opens: '10:00', closes: '20:00' },
      { day: 'Friday', opens: '09:00', closes: '17:30' },
      { day: 'Saturday', opens: '08:30', closes: '16:00' },
      { day: 'Sunday', closed: true },
    ],
    holidayHours: christmasHours('09:00', '15:00'),
    history: [
      "By 2016 the High Street salon had a waiting list most Saturdays, and a good number of our regulars were driving in from the villages along the river. When the old chandlery on Wharf Lane came up for rent - rope still coiled in the loft, a ship's bell above the door - Eleanor Marsh took one look and said, \"This is it.\"",
      'The conversion took most of that summer. We kept the exposed beams, the worn oak floor and the bell (it still rings when the door opens), and we put the basins along the back wall so that you can look out over the moorings while your toner develops. The reclaimed mirror frames were made by a boatbuilder two doors down.',
      "Riverside opened in October 2016 with four chairs and grew to six in 2019. It has its own character: a little quieter than town, with a team that leans towards soft, lived-in colour, curly and textured cutting and the kind of grown-out shapes that still look good eight weeks later.",
      "Many of our Riverside clients have been with the same stylist since the first week, and a few now bring their children and grandchildren. On summer Saturdays you'll find a bowl of water outside for the dogs walking the towpath - and usually a kettle on inside.",
    ],
  },
  {
    id: 2,
    name: 'Willow & Wren High Street',
    shortName: 'High Street',
    isAcademy: false,
    addressLines: ['14 High Street'],
    town: 'Ambleford',
    postcode: 'AM1 4QX',
    phone: '01632 960 412',
    email: 'highstreet@willowandwren.example',
    blurb:
      'Our original salon, in the heart of Ambleford between the market cross and the library. Ten chairs, late opening on Wednesdays and Thursdays, and stylists at every level from Junior to Advanced Senior.',
    openingTimes: [
      { day: 'Monday', closed: true },
      { day: 'Tuesday', opens: '09:00', closes: '17:00' },
      { day: 'Wednesday', opens: '11:00', closes: '20:00' },
      { day: 'Thursday', opens: '11:00', closes: '20:00' },
      { day: 'Friday', opens: '09:00', closes: '17:00' },
      { day: 'Saturday', opens: '08:30', closes: '16:30' },
      { day: 'Sunday', closed: true },
    ],
    holidayHours: christmasHours('09:00', '15:00'),
    history: [
      "Willow & Wren began in the spring of 2009 as a two-chair salon above Hatherley's Bakery on Market Street. Aisha Rahman and Eleanor Marsh had trained together, saved for three years, and painted the walls themselves the weekend before opening. For the first few months the smell of fresh bread came up through the floorboards every morning, and clients still remind us of it.",
      "The name came from the view out of that first window - the old willow by the war memorial - and from a wren that nested in the guttering the week we opened. We took it as a good sign. Within eighteen months there was a third chair squeezed in by the stairs and a waiting list for Saturday mornings.",
      "In 2013 we moved to 14 High Street, a former draper's shop with tall sash windows and enough room for eight chairs, a proper colour bar and basins that recline. We kept the original shop counter as our reception desk. Today the salon has ten chairs and a team of stylists at every level, so there's always someone who suits both your hair and your budget.",
      "What hasn't changed is the way we work: an honest consultation before anything starts, a skin test before any colour, and no rushing. Many of the clients who climbed the stairs above the bakery in 2009 still sit in our chairs today - some with the very same stylist.",
    ],
  },
  {
    id: 3,
    name: 'Willow & Wren Academy',
    shortName: 'Academy',
    isAcademy: true,
    // The Academy books through a diary of its own (supervised appointments): its stylists'
    // quotes and profiles say "Book at Academy" unless one has her own page.
    bookingUrl: 'https://book.willowandwren.example/salon/academy',
    addressLines: ['Unit 2, The Print Works', 'Foundry Road'],
    town: 'Ambleford',
    postcode: 'AM1 3HP',
    phone: '01632 960 735',
    email: 'academy@willowandwren.example',
    blurb:
      'Our training academy and head office, in the old print works on Foundry Road. This is where our New Starters and Apprentices learn their craft on supervised model sessions - and where click-and-collect orders from our online shop are ready to pick up.',
    openingTimes: [
      { day: 'Monday', opens: '09:30', closes: '17:00' },
      { day: 'Tuesday', opens: '09:30', closes: '17:00' },
      { day: 'Wednesday', opens: '09:30', closes: '19:30' },
      { day: 'Thursday', opens: '09:30', closes: '17:00' },
      { day: 'Friday', opens: '09:30', closes: '17:00' },
      { day: 'Saturday', opens: '09:00', closes: '14:00' },
      { day: 'Sunday', closed: true },
    ],
    holidayHours: christmasHours('09:30', '13:00'),
    history: [
      'From the very first year we trained our own people. By 2020 the High Street salon had three apprentices learning on the shop floor on Monday evenings, and we were running out of room, time and Mondays. We wanted somewhere built for teaching, with space to slow down.',
      "In 2021 we took on Unit 2 at the old Ambleford Print Works - a long, light-filled room with cast-iron columns and the original type cases still on one wall. It now holds twelve training stations, a colour lab, a small lecture area and our head office upstairs.",
      "The Academy is led by our education lead, Catrin Rhys, who plans every course and signs off every apprentice before they move up a level. Each week we run supervised model sessions, where members of the public can have a cut, blow-dry or colour at a reduced price while helping our trainees learn. Every piece of work is checked by an educator before you leave.",
      "It's also our head office, so if you order from our online shop and choose click and collect, this is where your parcel will be waiting at reception. Pop in during opening hours - and if you're early, the coffee machine is for visitors too.",
    ],
  },
]

// ---------------------------------------------------------------------------
// Stylists
// Levels: 1 New Starter, 2 Apprentice, 3 Junior Stylist, 4 Graduate Stylist,
// 5 New Stylist, 6 Stylist, 7 Advanced Stylist, 8 Senior Stylist, 9 Advanced Senior
// ---------------------------------------------------------------------------

export const stylists: SeedStylist[] = [
  // --- Academy (salon 3) ---------------------------------------------------
  {
    firstName: 'Poppy',
    lastName: 'Hartley',
    slug: 'poppy-hartley',
    salonId: 3,
    levelId: 1,
    paragraphs: [
      "Poppy joined the Academy in September straight from sixth form, where she spent every spare moment plaiting her friends' hair before netball matches.",
      "She's currently learning the foundations - shampooing, scalp massage, sectioning and blow-drying - and takes supervised model appointments at the Academy - blow-dries and simple root colours, every one checked by an educator. You'll probably meet her at the basin too, where she gives one of the most relaxing head massages in the building.",
    ],
    acceptingNewClients: true,
    hasLeft: false,
  },
  {
    firstName: 'Kwame',
    lastName: 'Boateng',
    slug: 'kwame-boateng',
    salonId: 3,
    levelId: 1,
    paragraphs: [
      'Kwame came to us after two years working in his uncle\'s barbershop on Saturdays, so he arrived already handy with clippers and very keen to learn everything else.',
      "As a New Starter he's building the basics: client care, shampooing, drying and the fundamentals of scissor work. He's especially interested in textured and afro hair and plans to specialise in cutting and caring for curls.",
    ],
    acceptingNewClients: true,
    hasLeft: false,
  },
  {
    firstName: 'Isla',
    lastName: 'McKenzie',
    slug: 'isla-mckenzie',
    salonId: 3,
    levelId: 1,
    paragraphs: [
      "Isla grew up in the Highlands and moved to Ambleford for university, then realised halfway through her first year that she'd rather be doing hair. She joined the Academy as a New Starter this autumn.",
      'She helps on model evenings, keeps the colour lab in immaculate order and is learning to blow-dry on every head that will sit still long enough. Her goal is to become a colour specialist.',
    ],
    acceptingNewClients: true,
    hasLeft: false,
  },
  {
    firstName: 'Amara',
    lastName: 'Okafor',
    slug: 'amara-okafor',
    salonId: 3,
    levelId: 2,
    paragraphs: [
      'Amara is in the second year of her apprenticeship and already takes supervised model clients for cuts, blow-dries and root tints at the Academy.',
      "She has a lovely, unhurried way with nervous clients and a real eye for a neat one-length bob. She's training in natural and textured hair alongside her core colour modules.",
      "Clients love that she talks them through every step - and that an educator checks the finished result before they leave.",
    ],
    acceptingNewClients: true,
    hasLeft: false,
  },
  {
    firstName: 'Ruby',
    lastName: 'Thornton',
    slug: 'ruby-thornton',
    salonId: 3,
    levelId: 2,
    paragraphs: [
      "Ruby started with us as a Saturday junior at fifteen and is now a second-year apprentice. She's happiest with a round brush in her hand and is fast becoming the Academy's go-to for bouncy blow-dries.",
      'She takes supervised model appointments for cuts, blow-dries and glosses, and is currently working through her foils and highlighting module.',
    ],
    acceptingNewClients: true,
    hasLeft: false,
  },
  {
    firstName: 'Catrin',
    lastName: 'Rhys',
    slug: 'catrin-rhys',
    salonId: 3,
    levelId: 8,
    paragraphs: [
      "Catrin is our education lead. She trained in Cardiff, spent eight years as a colour educator, and joined Willow & Wren in 2021 to set up the Academy. Every course, assessment and model session is planned by her.",
      'She still keeps a small column of her own clients on Tuesdays and Fridays, mostly for precision colour corrections and grey blending. If a colour has gone wrong somewhere else, she is usually the person who puts it right.',
      "Clients say she explains exactly what she's doing and why - which, given that she teaches it for a living, is probably no surprise.",
    ],
    acceptingNewClients: true,
    hasLeft: false,
  },

  // --- Riverside (salon 1) -------------------------------------------------
  {
    firstName: 'Sana',
    lastName: 'Mirza',
    slug: 'sana-mirza',
    salonId: 1,
    levelId: 4,
    paragraphs: [
      'Sana completed her apprenticeship at the Academy last year and is now a Graduate Stylist at Riverside. She loves soft face-framing layers and glossy, healthy-looking colour.',
      "She's especially good with long, thick hair and with clients who want a change but aren't quite sure what. Expect a thorough consultation and a lot of photos on her phone to help you decide.",
      'Her appointments are great value while she builds her column - and her blow-dries last for days.',
    ],
    acceptingNewClients: true,
    hasLeft: false,
  },
  {
    firstName: 'Grace',
    lastName: 'Pemberton',
    slug: 'grace-pemberton',
    salonId: 1,
    levelId: 6,
    paragraphs: [
      'Grace has been at Riverside for six years and specialises in curly and wavy hair. She cuts curls dry, one ringlet at a time, so she can see exactly how each one falls.',
      "She's trained in curl-specific cutting and in hydrating treatments, and she'll happily show you how to diffuse properly at home. She also does beautifully understated highlights on curly hair.",
      "Her clients say they've finally stopped fighting their natural texture - which is exactly what she's aiming for.",
    ],
    acceptingNewClients: true,
    hasLeft: false,
  },
  {
    firstName: 'Jade',
    lastName: 'Whitlock',
    slug: 'jade-whitlock',
    salonId: 1,
    levelId: 7,
    paragraphs: [
      "Jade is Riverside's balayage specialist. She hand-paints every piece, so the colour grows out softly with no harsh regrowth line, and most of her clients only need to see her two or three times a year.",
      'She has trained in freehand painting, lived-in blonding and toning, and she recommends a bond builder with every lightening service.',
      "Clients love her honesty: if your dream shade needs two sessions to get there safely, she'll tell you.",
    ],
    acceptingNewClients: true,
    hasLeft: false,
  },
  {
    firstName: 'Oscar',
    lastName: 'Fenwick',
    slug: 'oscar-fenwick',
    salonId: 1,
    levelId: 7,
    paragraphs: [
      'Oscar was an Advanced Stylist at Riverside, known for sharp, textured short cuts and precise clipper work for both men and women.',
      "He trained at the Academy and spent five happy years with us, building a loyal column of clients who loved his eye for a clean neckline and a low-maintenance shape.",
    ],
    acceptingNewClients: true,
    hasLeft: true,
    leftNotice:
      "Oscar has left Willow & Wren to open his own barbershop on the coast, and we wish him every success. His clients are very welcome to book with one of the stylists below, who have all worked alongside him and know his style well.",
    alternativeSlugs: ['jade-whitlock', 'callum-reid', 'amara-okafor'],
  },
  {
    firstName: 'Nathan',
    lastName: 'Brierley',
    slug: 'nathan-brierley',
    salonId: 1,
    levelId: 8,
    paragraphs: [
      "Nathan is a Senior Stylist and Riverside's salon manager. He's been cutting hair for fourteen years and is known for precision bobs, clever short crops and restyles that take you from long to short without the panic.",
      'He trained in classic cutting techniques and keeps up to date with a couple of advanced courses every year. He also looks after most of our men\'s longer-hair clients.',
      "Clients say he listens properly, then gives them the cut they didn't know they wanted.",
    ],
    acceptingNewClients: true,
    hasLeft: false,
  },
  {
    firstName: 'Eleanor',
    lastName: 'Marsh',
    slug: 'eleanor-marsh',
    salonId: 1,
    levelId: 9,
    paragraphs: [
      'Eleanor co-founded Willow & Wren in 2009 and opened our Riverside salon in 2016. As an Advanced Senior, she has more than twenty years of experience with cutting, colour and colour correction.',
      "Her speciality is grey blending: helping clients move away from solid all-over tint towards softer, brighter colour that lets their natural silver come through. She also teaches on the Academy's advanced colour course.",
      'Her clients have often been with her for a decade or more, and many of them say an appointment with Eleanor feels like catching up with an old friend.',
    ],
    acceptingNewClients: true,
    hasLeft: false,
  },

  // --- High Street (salon 2) -----------------------------------------------
  {
    firstName: 'Aisha',
    lastName: 'Rahman',
    slug: 'aisha-rahman',
    salonId: 2,
    levelId: 9,
    paragraphs: [
      'Aisha co-founded Willow & Wren in 2009 and is our creative director. As an Advanced Senior with more than twenty years behind the chair, she specialises in transformational colour, vivid shades and complex colour correction.',
      "She trains our senior team in colour theory and regularly reviews the products we use, so that every service is as kind to your hair as it can be. She's also the person behind our strict skin-test policy.",
      "Clients love her calm confidence - she'll take on the colour everyone else has said no to, and explain exactly how she'll get there.",
    ],
    acceptingNewClients: true,
    hasLeft: false,
  },
  {
    firstName: 'Hollie',
    lastName: 'Bradshaw',
    slug: 'hollie-bradshaw',
    salonId: 2,
    levelId: 8,
    paragraphs: [
      'Hollie is a Senior Stylist who has been with us since 2012, when she joined as an apprentice above the bakery. She specialises in bridal and occasion hair, blonding and beautifully finished blow-dries.',
      "She's trained in bridal styling, hair-up and extensions, and looks after most of our wedding parties. Her column is currently full, so she isn't taking on new clients for now - but her existing clients can book as usual.",
      'Brides say she is the calmest person in the room on the big day.',
    ],
    acceptingNewClients: false,
    hasLeft: false,
  },
  {
    firstName: 'Megan',
    lastName: 'Clarke',
    slug: 'megan-clarke',
    salonId: 2,
    levelId: 7,
    paragraphs: [
      "Megan is an Advanced Stylist and our go-to for blonde. Whether it's fine babylights, a full head of foils or a cool, bright platinum, she'll build it carefully and protect your hair's condition along the way.",
      'She has trained in advanced lightening and bond-building treatments, and runs our in-house sessions on toners and gloss.',
      "Clients say she's the first person who has ever got rid of their brassiness for good.",
    ],
    acceptingNewClients: true,
    hasLeft: false,
    // Her own diary on the booking system: her profile and quotes say "Book with Megan".
    bookingUrl: 'https://book.willowandwren.example/stylist/megan-clarke',
  },
  {
    firstName: 'Priya',
    lastName: 'Desai',
    slug: 'priya-desai',
    salonId: 2,
    levelId: 6,
    paragraphs: [
      'Priya is a Stylist at High Street with a love of rich brunettes, glossy coppers and long, healthy hair. She qualified at our Academy and has been on the salon floor for four years.',
      "She's particularly good at adding soft movement to long hair without losing length, and at caramel and chocolate tones that suit warmer skin.",
      "Clients love her gentle approach and the fact that she'll always tell them how to make a colour last longer between visits.",
    ],
    acceptingNewClients: true,
    hasLeft: false,
  },
  {
    firstName: 'Callum',
    lastName: 'Reid',
    slug: 'callum-reid',
    salonId: 2,
    levelId: 6,
    paragraphs: [
      "Callum is a Stylist who splits his time between men's cutting and short women's styles. He's quick, precise and very good at a skin fade that still looks right a fortnight later.",
      "He's trained in barbering and scissor-over-comb, and also does beard shaping and grey blending for men who'd rather not look 'coloured'.",
      'Regulars like that he remembers exactly what they had last time, and that he never tries to talk them into something they don\'t want.',
    ],
    acceptingNewClients: true,
    hasLeft: false,
  },
  {
    firstName: 'Zoe',
    lastName: 'Kowalski',
    slug: 'zoe-kowalski',
    salonId: 2,
    levelId: 5,
    paragraphs: [
      "Zoe joined High Street this year as a New Stylist after finishing her training with us. She's passionate about fringes, curtain bangs and modern shaggy layers.",
      'She has trained in cutting, colour and toning and is building up her column, which makes her a great choice if you want an up-to-date look at a gentler price.',
      'Clients say she is brilliant at fixing a fringe they cut themselves in the bathroom - no judgement.',
    ],
    acceptingNewClients: true,
    hasLeft: false,
  },
  {
    firstName: 'Ben',
    lastName: 'Adeyemi',
    slug: 'ben-adeyemi',
    salonId: 2,
    levelId: 3,
    paragraphs: [
      'Ben is a Junior Stylist who moved up from the Academy last spring. He takes cuts, blow-dries and single-process colour, and is always keen to learn from the senior team.',
      "He has a particular interest in textured hair and men's styling, and he's completing his advanced cutting module this year.",
    ],
    acceptingNewClients: true,
    hasLeft: false,
  },
  {
    firstName: 'Dylan',
    lastName: 'Price',
    slug: 'dylan-price',
    salonId: 2,
    levelId: 2,
    paragraphs: [
      'Dylan is a first-year Apprentice based at High Street, learning on the salon floor alongside the senior team and at the Academy one day a week.',
      "He's already trusted with blow-dries and men's clipper cuts, and you'll often find him mixing colour for Aisha and Megan - which is the best possible education.",
    ],
    acceptingNewClients: true,
    hasLeft: false,
  },
]

// ---------------------------------------------------------------------------
// Reviews (60)
// ---------------------------------------------------------------------------

export const reviews: SeedReview[] = [
  // Aisha Rahman (6)
  {
    review:
      "I came to Aisha after a box-dye disaster left me with orange roots and almost black ends. She was completely honest that it would take two sessions, explained every step and never made me feel silly. The result is a soft, even chestnut and my hair feels healthier than before. Worth every penny.",
    client: 'Hannah P.',
    stylistSlug: 'aisha-rahman',
    rating: 5,
    date: '2024-02-17',
  },
  {
    review: 'Aisha is a colour genius. My copper is the richest it has ever been.',
    client: 'Louise M.',
    stylistSlug: 'aisha-rahman',
    rating: 5,
    date: '2024-09-06',
  },
  {
    review:
      "I'd wanted pastel pink for years but was terrified of ruining my hair. Aisha used a bond builder throughout, toned it perfectly and sent me home with proper aftercare advice. It has faded to a lovely rose gold rather than anything brassy.",
    client: 'Chloe W.',
    stylistSlug: 'aisha-rahman',
    rating: 5,
    date: '2025-03-22',
  },
  {
    review:
      'Brilliant colour correction. Took a little longer than I expected, so I would plan a whole afternoon, but the result is fantastic.',
    client: 'Samira K.',
    stylistSlug: 'aisha-rahman',
    rating: 4,
    date: '2025-08-14',
  },
  {
    review:
      'Fifteen years of coming to Willow & Wren and Aisha still manages to surprise me. Calm, kind and always spot on.',
    client: 'Jennifer A.',
    stylistSlug: 'aisha-rahman',
    rating: 5,
    date: '2026-04-03',
  },
  {
    review: 'Went from mousy to a warm honey blonde in one visit. So happy!',
    client: 'Rachel T.',
    stylistSlug: 'aisha-rahman',
    rating: 5,
    date: '2026-10-11',
  },

  // Hollie Bradshaw (5)
  {
    review:
      "Hollie did my wedding hair and my four bridesmaids' in what felt like no time at all. Everything stayed put through a windy church doorstep, the speeches and a lot of dancing. She even popped a few spare pins in my bag just in case.",
    client: 'Emma R.',
    stylistSlug: 'hollie-bradshaw',
    rating: 5,
    date: '2024-06-29',
  },
  {
    review: 'Best blow-dry in Ambleford, and it lasted until Thursday.',
    client: 'Kate D.',
    stylistSlug: 'hollie-bradshaw',
    rating: 5,
    date: '2024-11-23',
  },
  {
    review:
      'My highlights always look expensive when Hollie does them. Lovely soft blend at the root and the toner was exactly the shade I asked for.',
    client: 'Victoria S.',
    stylistSlug: 'hollie-bradshaw',
    rating: 5,
    date: '2025-05-10',
  },
  {
    review:
      'The trial for my daughter\'s prom was really helpful and the final look was beautiful. Slightly tricky to get an appointment, but understandable.',
    client: 'Nicola B.',
    stylistSlug: 'hollie-bradshaw',
    rating: 4,
    date: '2025-07-05',
  },
  {
    review: "Ten years with Hollie and I wouldn't trust anyone else with my hair.",
    client: 'Alison H.',
    stylistSlug: 'hollie-bradshaw',
    rating: 5,
    date: '2026-09-19',
  },

  // Eleanor Marsh (5)
  {
    review:
      "I'd been colouring my roots every four weeks for twenty years. Eleanor spent a long time talking through grey blending with me, then used fine highlights and lowlights so the silver comes through naturally. Six months on I've stopped worrying about regrowth altogether and feel ten years younger for it.",
    client: 'Margaret L.',
    stylistSlug: 'eleanor-marsh',
    rating: 5,
    date: '2024-03-08',
  },
  {
    review: 'Eleanor gave me the best bob I have ever had. It sits perfectly.',
    client: 'Ruth G.',
    stylistSlug: 'eleanor-marsh',
    rating: 5,
    date: '2024-10-18',
  },
  {
    review:
      'Lovely salon by the water and Eleanor is so knowledgeable. My colour was slightly warmer than I expected at first, but she adjusted the toner at my next visit without any fuss.',
    client: 'Deborah F.',
    stylistSlug: 'eleanor-marsh',
    rating: 4,
    date: '2025-02-21',
  },
  {
    review:
      'I brought my mum for her 80th birthday and Eleanor made her feel like a queen. Soft silver, a gentle set and lots of laughs.',
    client: 'Paula N.',
    stylistSlug: 'eleanor-marsh',
    rating: 5,
    date: '2025-11-07',
  },
  {
    review: 'Expert, warm and never rushed. A proper treat every time.',
    client: 'Helen C.',
    stylistSlug: 'eleanor-marsh',
    rating: 5,
    date: '2026-06-13',
  },

  // Catrin Rhys (4)
  {
    review:
      "Catrin fixed a patchy home highlight job that two other salons said they couldn't help with. She took it slowly, did a strand test first and explained exactly what she was doing at every stage. I walked out with even, soft blonde and my confidence back.",
    client: 'Gemma J.',
    stylistSlug: 'catrin-rhys',
    rating: 5,
    date: '2024-04-26',
  },
  {
    review: 'Grey blending done beautifully. Very natural.',
    client: 'Carol E.',
    stylistSlug: 'catrin-rhys',
    rating: 5,
    date: '2025-01-31',
  },
  {
    review:
      'Really thorough consultation and a lovely result. The Academy is a bit out of the way if you are on foot, but there is parking right outside.',
    client: 'Fiona W.',
    stylistSlug: 'catrin-rhys',
    rating: 4,
    date: '2025-09-12',
  },
  {
    review:
      "I learned more about my own hair in one appointment with Catrin than in twenty years of salons. The colour is perfect too.",
    client: 'Tanya V.',
    stylistSlug: 'catrin-rhys',
    rating: 5,
    date: '2026-07-24',
  },

  // Nathan Brierley (4)
  {
    review:
      "I'd had long hair since I was a teenager and finally decided to go short. Nathan talked me through three options, showed me where each would sit and then cut the sharpest, most flattering crop I could have hoped for. Everyone at work asked where I'd been.",
    client: 'Lucy B.',
    stylistSlug: 'nathan-brierley',
    rating: 5,
    date: '2024-05-16',
  },
  {
    review: 'Precise, quick and friendly. My bob has never been so neat.',
    client: 'Sarah O.',
    stylistSlug: 'nathan-brierley',
    rating: 5,
    date: '2025-04-04',
  },
  {
    review:
      'Nathan is great with longer men\'s hair - he actually understands that I want it to look grown, not cut.',
    client: 'Tom H.',
    stylistSlug: 'nathan-brierley',
    rating: 5,
    date: '2025-12-02',
  },
  {
    review:
      'Good cut, though it was a little shorter at the back than I had in mind. Nathan was happy to tweak it when I mentioned it.',
    client: 'Anna S.',
    stylistSlug: 'nathan-brierley',
    rating: 3,
    date: '2026-03-14',
  },

  // Megan Clarke (4)
  {
    review:
      "Megan took me from dark blonde to a bright, cool platinum over two appointments and my hair still feels soft. She used a bond builder every time, toned it to a lovely icy shade and gave me a purple shampoo routine that actually works. I've never had blonde this good.",
    client: 'Jess P.',
    stylistSlug: 'megan-clarke',
    rating: 5,
    date: '2024-07-20',
  },
  {
    review: 'The brassiness is gone! Toner was perfect.',
    client: 'Amy L.',
    stylistSlug: 'megan-clarke',
    rating: 5,
    date: '2025-01-10',
  },
  {
    review:
      'Beautiful babylights, really fine and natural. It took longer than I was told, so I had to rush to the school pickup, but the colour is gorgeous.',
    client: 'Lauren M.',
    stylistSlug: 'megan-clarke',
    rating: 4,
    date: '2025-10-25',
  },
  {
    review: 'Megan is the blonde whisperer. Nothing else to say.',
    client: 'Becky F.',
    stylistSlug: 'megan-clarke',
    rating: 5,
    date: '2026-08-08',
  },

  // Jade Whitlock (4)
  {
    review:
      "My balayage from Jade has grown out so softly that I went almost five months between appointments and nobody noticed. She hand-paints every section and really thinks about where the light falls around your face. The gloss she finished with made it shine for weeks.",
    client: 'Olivia D.',
    stylistSlug: 'jade-whitlock',
    rating: 5,
    date: '2024-08-31',
  },
  {
    review: 'Gorgeous lived-in blonde. Jade is a real artist.',
    client: 'Maisie R.',
    stylistSlug: 'jade-whitlock',
    rating: 5,
    date: '2025-06-07',
  },
  {
    review:
      'Jade was honest that my box-black ends would need a colour removal first, rather than promising something impossible. Really appreciated that.',
    client: 'Zara A.',
    stylistSlug: 'jade-whitlock',
    rating: 5,
    date: '2026-01-17',
  },
  {
    review:
      'Lovely result and a lovely salon, although the appointment ran about half an hour over.',
    client: 'Ellie K.',
    stylistSlug: 'jade-whitlock',
    rating: 4,
    date: '2026-09-05',
  },

  // Priya Desai (4)
  {
    review:
      "Priya gave me a rich chocolate brown with a hint of caramel around my face and it's exactly what I showed her on my phone. She also trimmed off the split ends without losing any real length, which I didn't think was possible. My hair looks twice as thick.",
    client: 'Aaliyah M.',
    stylistSlug: 'priya-desai',
    rating: 5,
    date: '2024-12-14',
  },
  {
    review: 'Glossy copper that lasted for weeks. Lovely stylist.',
    client: 'Sophie G.',
    stylistSlug: 'priya-desai',
    rating: 5,
    date: '2025-05-30',
  },
  {
    review:
      'Priya is so gentle and patient, and she gave me really useful tips on washing less often to make my colour last.',
    client: 'Neha S.',
    stylistSlug: 'priya-desai',
    rating: 5,
    date: '2026-02-06',
  },
  {
    review: 'Great long layers. I will definitely be back.',
    client: 'Kirsty J.',
    stylistSlug: 'priya-desai',
    rating: 4,
    date: '2026-10-30',
  },

  // Callum Reid (3)
  {
    review:
      "Best skin fade I've had outside a proper barber's, and Callum actually took the time to tidy my beard line too. Booked my next one before I left.",
    client: 'Jamal O.',
    stylistSlug: 'callum-reid',
    rating: 5,
    date: '2024-09-27',
  },
  {
    review: 'Quick, friendly and a really sharp pixie cut. Spot on.',
    client: 'Harriet W.',
    stylistSlug: 'callum-reid',
    rating: 5,
    date: '2025-07-19',
  },
  {
    review:
      "I was nervous about covering my grey but Callum blended it so it just looks like I've been on holiday. Subtle and exactly what I wanted.",
    client: 'Mark E.',
    stylistSlug: 'callum-reid',
    rating: 5,
    date: '2026-05-22',
  },
  {
    review: 'Callum sorted my scruffy grown-out mullet into something respectable in twenty minutes. Top bloke.',
    client: 'Ryan B.',
    stylistSlug: 'callum-reid',
    rating: 5,
    date: '2024-02-03',
  },

  // Grace Pemberton (3)
  {
    review:
      "For the first time in my life someone has cut my curls dry and actually understood them. Grace spent ages showing me how to diffuse and which products to scrunch in while my hair is still soaking wet. My curls have never been this defined or this frizz-free, even on rainy days by the river.",
    client: 'Naomi C.',
    stylistSlug: 'grace-pemberton',
    rating: 5,
    date: '2024-04-12',
  },
  {
    review: 'Grace is wonderful with curly hair. Highly recommend.',
    client: 'Freya L.',
    stylistSlug: 'grace-pemberton',
    rating: 5,
    date: '2025-03-01',
  },
  {
    review:
      'Lovely curly cut, though I would have liked a bit more time for the styling lesson at the end. Will go back.',
    client: 'Imogen B.',
    stylistSlug: 'grace-pemberton',
    rating: 4,
    date: '2026-06-27',
  },

  // Zoe Kowalski (3)
  {
    review:
      "I'd hacked at my own fringe during a moment of madness and Zoe rescued it into soft curtain bangs that actually suit me. She was so kind about it.",
    client: 'Georgia H.',
    stylistSlug: 'zoe-kowalski',
    rating: 5,
    date: '2026-01-29',
  },
  {
    review: 'Love my new shaggy layers. Great value too.',
    client: 'Megan T.',
    stylistSlug: 'zoe-kowalski',
    rating: 5,
    date: '2026-04-18',
  },
  {
    review:
      'Nice cut and really friendly. The fringe trim was a bit shorter than I asked for, but it has grown into a lovely shape.',
    client: 'Rosie P.',
    stylistSlug: 'zoe-kowalski',
    rating: 3,
    date: '2026-08-22',
  },

  // Sana Mirza (2)
  {
    review:
      "Sana gave me soft face-framing layers and a gloss that made my dark hair look so healthy. She took loads of time over the consultation and showed me photos until we found exactly the right length. Amazing value for the quality - I'll be rebooking.",
    client: 'Maryam I.',
    stylistSlug: 'sana-mirza',
    rating: 5,
    date: '2025-08-02',
  },
  {
    review: 'My blow-dry lasted four days. Sana is brilliant.',
    client: 'Caitlin R.',
    stylistSlug: 'sana-mirza',
    rating: 5,
    date: '2026-03-28',
  },
  {
    review:
      'Sana matched my root colour perfectly and the toner took out all the brassiness from my ends. Really relaxed appointment.',
    client: 'Hira Q.',
    stylistSlug: 'sana-mirza',
    rating: 5,
    date: '2026-11-01',
  },

  // Ben Adeyemi (2)
  {
    review:
      'Ben really knows his way around textured hair. Neat shape-up and he gave my son some great tips for keeping his curls moisturised.',
    client: 'Grace A.',
    stylistSlug: 'ben-adeyemi',
    rating: 5,
    date: '2025-09-20',
  },
  {
    review: 'Good haircut at a good price. Friendly lad.',
    client: 'Peter D.',
    stylistSlug: 'ben-adeyemi',
    rating: 4,
    date: '2026-07-11',
  },

  // Dylan Price (2)
  {
    review: 'Dylan gave me a cracking clipper cut. Chatty and careful.',
    client: 'Liam S.',
    stylistSlug: 'dylan-price',
    rating: 5,
    date: '2026-02-14',
  },
  {
    review:
      'Lovely bouncy blow-dry before a night out, and Dylan even showed me how to use my round brush at home.',
    client: 'Holly N.',
    stylistSlug: 'dylan-price',
    rating: 5,
    date: '2026-10-03',
  },

  // Amara Okafor (2)
  {
    review:
      "I booked a model session at the Academy and was a bit nervous, but Amara was wonderful. She took her time, talked me through everything and Catrin checked the cut at the end. It's a really neat bob and it cost a fraction of the usual price.",
    client: 'Jasmine E.',
    stylistSlug: 'amara-okafor',
    rating: 5,
    date: '2025-11-15',
  },
  {
    review: 'Gentle, thorough and a great root tint. Will return.',
    client: 'Patricia M.',
    stylistSlug: 'amara-okafor',
    rating: 5,
    date: '2026-09-26',
  },

  // Ruby Thornton (2)
  {
    review:
      'Ruby gave me the bounciest blow-dry I have ever had at a model evening. Slow, but that is the point of training and the educator was lovely.',
    client: 'Leanne C.',
    stylistSlug: 'ruby-thornton',
    rating: 4,
    date: '2025-10-08',
  },
  {
    review: 'Beautiful gloss and a neat trim. Ruby is going to be a star.',
    client: 'Sian G.',
    stylistSlug: 'ruby-thornton',
    rating: 5,
    date: '2026-05-09',
  },

  // Poppy Hartley (1)
  {
    review:
      "Poppy washed my hair before my model session and I honestly nearly fell asleep - the best head massage I've had anywhere.",
    client: 'Beth A.',
    stylistSlug: 'poppy-hartley',
    rating: 5,
    date: '2026-10-21',
  },

  // Kwame Boateng (1)
  {
    review: 'Kwame assisted on my model cut and was so welcoming and helpful. Great energy.',
    client: 'Daniel F.',
    stylistSlug: 'kwame-boateng',
    rating: 5,
    date: '2026-11-04',
  },

  // Isla McKenzie (1)
  {
    review: 'Isla did a lovely smooth blow-dry at the model evening. Really friendly.',
    client: 'Morag T.',
    stylistSlug: 'isla-mckenzie',
    rating: 5,
    date: '2026-11-12',
  },
]

// ---------------------------------------------------------------------------
// Blog posts (7)
// ---------------------------------------------------------------------------

export const posts: SeedPost[] = [
  {
    slug: 'allergy-alert-test',
    title: 'Why we ask for a skin test 48 hours before colour',
    author: 'Aisha Rahman',
    date: '2026-11-10',
    paragraphs: [
      "If you're new to Willow & Wren, or it's been a while since your last colour with us, we'll ask you to pop in for a quick allergy alert test - usually called a skin test or patch test - at least 48 hours before your colour appointment. It takes five minutes, it's free, and it's one of the most important things we do.",
      '## Why a skin test matters',
      "Most permanent and semi-permanent hair colours contain ingredients such as para-phenylenediamine (PPD) and related compounds. The vast majority of people use them without any problem, but a small number of people can develop an allergy - and that allergy can appear at any time, even after years of colouring without trouble. Reactions range from itching and redness to severe swelling of the scalp and face, which can need urgent medical treatment.",
      "A skin test is a small dab of the colour we plan to use, placed behind your ear or in the crook of your elbow. You leave it alone for 48 hours and keep an eye on it. If you notice any itching, burning, redness, swelling or blistering in that time, wash it off gently and call us - and please don't go ahead with the colour. If nothing happens, you're good to go.",
      '## Our rule: new clients, and anyone without colour for six months',
      "We ask for a skin test at least 48 hours before any colour service if you are a new client, or if you haven't had a colour service with us in the last six months. The six-month rule matters because sensitivity can build up over time, and because products and formulations change. It also applies if you've had a colour somewhere else in the meantime - we need to see how your skin reacts to the products we'll actually use.",
      "A temporary 'black henna' tattoo, a new medication or a recent illness can all make a reaction more likely. If anything like that has happened since your last test, please tell us even if you're within six months and we'll simply re-test to be safe.",
      "You can book a skin test online or drop into any of our three salons during opening hours - no appointment needed at the Academy. If you're booking a colour for a special occasion, we'd suggest doing your test a week or so beforehand so there's no last-minute stress.",
      "We know it's one more thing to fit in, and we're sorry if it has ever felt like a hurdle. But we would always rather delay a colour by two days than risk your health. If you have any questions, just ring the salon - we're always happy to talk it through.",
    ],
    alt: 'A stylist applying a small dab of colour behind a client\'s ear for a skin test',
  },
  {
    slug: 'winter-hair-care',
    title: 'Winter hair care: keeping hair happy through the cold months',
    author: 'Grace Pemberton',
    date: '2026-10-22',
    paragraphs: [
      "Central heating, woolly hats, rain on the school run and wind along the river - winter is hard work for hair. Here are the simple things we recommend to our clients every year from October onwards.",
      '## Moisture first',
      "Cold air outside and dry heat indoors both pull moisture out of the hair. Swap to a richer conditioner for the winter months and add a hydrating mask once a week - leave it on for at least ten minutes, ideally under a warm towel. If your hair is fine, concentrate the mask from mid-lengths to ends so your roots don't feel heavy.",
      "Turn the shower temperature down a notch. Very hot water strips natural oils from the scalp and can leave it flaky and itchy, which many people mistake for dandruff. Lukewarm water and a final cool rinse will leave hair shinier and your scalp calmer.",
      "Don't go out with wet hair. Apart from being miserable, damp hair is at its weakest and can snap more easily when it's rubbed by scarves and collars. Dry it on a medium heat with a heat protector, and finish with a blast of cool air to seal the cuticle.",
      '## Hats, scarves and static',
      "Wool and synthetic fibres create friction and static. A silk or satin lining in your hat - or a satin scrunchie instead of an elastic - makes a real difference. For flyaways, a tiny amount of lightweight oil smoothed over the palms and patted onto the surface of the hair works better than more product.",
      "Finally, keep up your trims. Dry winter ends split more easily, and a small trim every eight to ten weeks stops splits travelling up the hair shaft. Come spring, you'll have kept your length and your condition.",
    ],
    alt: 'A woman in a knitted hat with glossy, healthy hair on a frosty morning',
  },
  {
    slug: 'bond-builders-explained',
    title: "Bond builders explained: what 'plex' treatments actually do",
    author: 'Megan Clarke',
    date: '2026-08-14',
    paragraphs: [
      "You may have heard clients talking about 'adding a plex' to their colour, or seen bond-building treatments on our price list. They've become one of the biggest changes in hairdressing over the past decade, so here's what they are and when they're worth it.",
      '## What happens inside the hair',
      "Each strand of hair gets its strength from bonds between the proteins inside it. The strongest of these are disulphide bonds. Lightening, some permanent colours, perming and even a lot of heat styling break some of those bonds. Break enough of them and hair becomes stretchy when wet, rough when dry and prone to snapping.",
      "Bond builders work by helping to protect and reconnect broken bonds. Some are mixed straight into lightener or colour to reduce damage as it happens; others are applied afterwards as an in-salon treatment; and many come with an at-home step to keep the benefits going between visits.",
      "They're not the same as conditioner. A conditioner smooths the outside of the hair so it feels softer; a bond builder works on the inner structure. The best results come from using both.",
      '## When we recommend one',
      "We recommend a bond builder with every lightening service - highlights, balayage and anything towards platinum - and your online quote offers one at each colour quote. We also recommend a standalone treatment if your hair feels gummy or stretchy when wet, breaks easily when you brush it, or has been through a lot of colour changes.",
      "A bond builder won't perform miracles: it can't grow back hair that has snapped off, and it isn't a licence to skip your trims. But it does mean we can lighten more safely, and that your hair will look and feel healthier between appointments. Ask your stylist at your next consultation - they'll tell you honestly whether you need one.",
    ],
    alt: 'Two bottles of treatment and a tinting bowl on a salon trolley',
  },
  {
    slug: 'choosing-your-stylist-level',
    title: 'Choosing your stylist: what our levels and prices mean',
    author: 'Eleanor Marsh',
    date: '2026-05-06',
    paragraphs: [
      "Every stylist at Willow & Wren has a level, from New Starter to Advanced Senior. The level reflects experience and demand rather than skill alone - every one of our stylists has been trained and assessed by our Academy - and it decides the price of your appointment. Here's how it works.",
      '## Our nine levels',
      "New Starters (level 1) are in their first months with us. They take supervised model appointments at the Academy - blow-dries and simple colours, checked by an educator - at our lowest prices. Apprentices (level 2) take supervised model appointments at the Academy, with every cut and colour checked by an educator, at the next lowest.",
      "Junior Stylists (level 3) and Graduate Stylists (level 4) have completed their training and are building their columns on the salon floor. New Stylists (level 5) have usually been qualified for a year or two.",
      "Stylists (level 6) and Advanced Stylists (level 7) are experienced, fully booked professionals who often have a specialism - curls, balayage, blonding or short cutting. Senior Stylists (level 8) and Advanced Seniors (level 9) have many years behind the chair, handle complex colour corrections and help train the rest of the team.",
      "Each level's price for every service is on our price list, worked out from the same figures as your online quote, and every stylist's profile shows their level so you can see what to expect before you book.",
      '## So which level should I book?',
      "For a regular trim, a blow-dry or a simple root colour, a Junior or Graduate Stylist is excellent value. If you want a big change, balayage, or a particular specialism, look for a Stylist or Advanced Stylist who lists it. For colour corrections, going from dark to very light, or grey blending from years of solid tint, we'd recommend a Senior or Advanced Senior. And if you're not sure, book a free consultation and we'll match you with the right person.",
    ],
    alt: 'A row of salon chairs with stylists at work in the High Street salon',
  },
  {
    slug: 'balayage-aftercare',
    title: 'Balayage aftercare: how to keep your colour looking fresh',
    author: 'Jade Whitlock',
    date: '2026-02-18',
    paragraphs: [
      "Balayage is meant to grow out gracefully - that's half the point. But the way you look after it at home decides whether it still looks bright and glossy at week twelve, or dull and brassy by week four.",
      '## The first week',
      "Try to wait 48 to 72 hours before your first wash so the cuticle has time to settle and the toner can lock in. When you do wash, use lukewarm water and a sulphate-free shampoo designed for coloured hair. Hot water opens the cuticle and lets colour escape.",
      "Lightened hair is naturally warm underneath. Over time, sunlight, hard water and heat styling will bring that warmth through as yellow or orange tones. A purple or blue shampoo once a week - not every wash - keeps blondes cool and brunette balayage from turning coppery. Leave it on for two or three minutes, no longer, or it can leave a faint lilac tint on very pale hair.",
      "Always use heat protection before blow-drying, straightening or curling, and keep your straighteners below 185°C. Lightened ends are more porous than your roots and will scorch more easily.",
      '## Between appointments',
      "Book a toner or gloss refresh every six to eight weeks. It's a quick, affordable appointment that brings back the exact shade you left with, without lightening again. Most of our balayage clients only need a full repaint two or three times a year.",
      "And if you swim, wet your hair with tap water and add a little conditioner before you get in the pool - chlorine has a habit of turning blonde green.",
    ],
    alt: 'Close-up of soft, hand-painted caramel balayage on long wavy hair',
  },
  {
    slug: 'mens-grooming-guide',
    title: "Men's grooming: getting more from your haircut",
    author: 'Callum Reid',
    date: '2025-10-09',
    paragraphs: [
      "About a third of the people who sit in my chair are men, and most of them tell me the same thing: 'I just want it tidy.' That's fine - but a few small changes can make a tidy haircut look a lot better for a lot longer.",
      '## Book the right interval',
      "A skin fade or very short back and sides looks sharpest for about two to three weeks. Scissor cuts with more length on top last four to six. If you want to stretch the time between visits, ask for a slightly longer grade on the sides and a softer neckline - it grows out far more gracefully than a blunt, squared-off one.",
      "Bring a photo, even if you feel daft doing it. 'Short on the sides' means something different to everyone, and a picture saves us both a lot of guessing.",
      "Use less product than you think. Most men use too much, which weighs hair down and makes it look greasy by lunchtime. A pea-sized amount of matte paste or clay, warmed between your fingers and worked in from the back to the front, is plenty for most short styles.",
      '## Beards and grey',
      "Beard lines make a surprising difference to how sharp a haircut looks. We're happy to tidy your beard and neckline as part of your appointment - just mention it when you book. A few drops of beard oil every day keeps both the hair and the skin underneath soft.",
      "And if you're going grey and aren't sure how you feel about it, ask about grey blending. It's a quick, subtle colour that knocks back about half the grey without any obvious regrowth line. Like every colour service, it needs a skin test 48 hours before your first appointment.",
    ],
    alt: 'A man having a neat fade and beard tidy at the High Street salon',
  },
  {
    slug: 'inside-our-academy',
    title: 'Inside the Willow & Wren Academy',
    author: 'Catrin Rhys',
    date: '2025-06-12',
    paragraphs: [
      "Most of the stylists in our salons started their careers at the Willow & Wren Academy, in the old print works on Foundry Road. Here's a look at what happens there - and how you can be part of it.",
      '## How our training works',
      "Trainees join as New Starters, often straight from school or college, sometimes after a completely different career. For the first few months they learn client care, shampooing, scalp massage and blow-drying, and they assist the educators on model sessions.",
      "As Apprentices, they start cutting and colouring on real clients under close supervision. Each technique is taught in small steps, practised on training heads and then on models, and signed off by an educator only when it's consistently right. Most apprentices take around two years to qualify and move into one of our salons as a Junior Stylist.",
      "Our senior stylists teach here too. Eleanor runs the advanced colour and grey-blending course, Aisha teaches colour correction, and Nathan leads our precision cutting days. It means our trainees learn exactly the way our salons work.",
      '## Become a model',
      "We run model sessions on weekdays and on Wednesday evenings. You can have a cut, blow-dry, gloss or colour at a much lower price than in the salon, in return for a little extra time and patience. Every piece of work is checked by an educator before you leave, and as always we'll need a skin test 48 hours before any colour.",
      "If you'd like to be a model, sign up online and we'll be in touch when a trainee needs your hair type. And if you know someone who'd love a career in hairdressing, our next intake starts in September - we'd love to hear from them.",
    ],
    alt: 'Trainees working at the long row of stations in the Academy',
  },
]

// ---------------------------------------------------------------------------
// News (5)
// ---------------------------------------------------------------------------

export const newsItems: SeedNewsItem[] = [
  {
    slug: 'colour-foundations-course',
    title: 'New at the Academy: Colour Foundations evening course',
    body:
      "From January the Academy is running a six-week Colour Foundations course on Wednesday evenings, led by Catrin Rhys. It's aimed at newly qualified stylists who want more confidence with toners, glosses and grey coverage. Places are limited to eight, and we're also looking for colour models.",
    author: 'Catrin Rhys',
    date: '2026-10-28',
    link: '/blog/inside-our-academy',
    alt: 'A tray of colour swatches and tinting brushes on the Academy colour bench',
  },
  {
    slug: 'welcome-zoe',
    title: 'Welcome to Zoe, our newest stylist at High Street',
    body:
      "We're delighted to welcome Zoe Kowalski to the High Street team as a New Stylist. Zoe trained with us at the Academy and loves curtain fringes, shaggy layers and soft, modern colour. She's taking new clients now, and there's a special introductory offer on her first appointments.",
    author: 'Aisha Rahman',
    date: '2026-03-02',
    link: '/team/zoe-kowalski',
    alt: 'Zoe smiling beside her station at the High Street salon',
  },
  {
    slug: 'price-update',
    title: 'A small update to our prices',
    body:
      "From {priceChangeDate} our colour prices will rise by an average of {priceChangeAverage}, our first change in two years; cuts and finishes stay as they are. It reflects higher product and energy costs and our commitment to paying our team fairly. Appointments already booked will keep their current price, and our Apprentice model sessions stay the same.",
    author: 'Eleanor Marsh',
    date: '2026-11-03',
    link: '/new-prices',
    alt: 'The High Street salon reception desk with a price list',
  },
  {
    slug: 'refer-a-friend',
    title: 'Refer a friend: Give {referralFriend} | Get {referralReferrer}',
    body:
      "Love your hair? Share the love. When a friend books their first appointment using your personal referral link, they'll get {referralFriend} off, and once they've visited we'll add {referralReferrer} credit to your account too. There's no limit on how many friends you can refer - some of our regulars haven't paid for a trim in a year.",
    author: 'Hollie Bradshaw',
    date: '2026-06-15',
    link: '/refer-a-friend',
    alt: 'Two friends laughing together in the salon after their appointments',
  },
  {
    slug: 'extensions-offer',
    title: 'Hair extensions: {offer:extensions} your first application',
    body:
      "Our extensions service is now available at High Street and Riverside, using ethically sourced, colour-matched hair. To celebrate, new extensions clients get {offer:extensions} their first application. Every appointment starts with a free consultation and colour match, so you'll know exactly what to expect.",
    author: 'Hollie Bradshaw',
    date: '2026-09-08',
    link: '/offers/extensions',
    alt: 'Long, glossy hair extensions being colour-matched against a client\'s hair',
  },
]

// ---------------------------------------------------------------------------
// Offers
// ---------------------------------------------------------------------------

const STANDARD_TERMS =
  'New clients only. Cannot be combined with any other offer, discount or referral credit. A skin test is required at least 48 hours before any colour service.'

// Offers are rules the quote honours (ADR 025): the first-visit saving is the "general" offer
// (20% off with QG20, good for 4 weeks after the quote; docs/rules.md); the stylist offers
// take more off a colour and cut with the stylists they name; seasonal offers add a service,
// free, and run only in their season (checked by consistency.test.ts). Only one applies to a
// quote: the one that leaves her the lowest price. Their texts name no price: {from} is worked
// out from the price list.
export const FIRST_VISIT_CODE = 'QG20'

/** The cuts that make a "colour and cut" (a dry & style or a fringe trim is not a cut). */
const CUTS = ['Cut, dry & style', 'Restyle cut, dry & style']

export const offers: SeedOffer[] = [
  {
    slug: 'general',
    kind: 'general',
    title: '{saving} your first visit',
    headline: 'New to Willow & Wren? Enjoy {saving} your first visit',
    summary:
      'New clients save {saving} their first appointment, {with} {where}. Quote {code} when you book - it is on every online quote, too.',
    details: [
      "Whether you're after a simple trim or a complete change, we'd love to welcome you. Quote code {code} when you book and we'll take {saving} your first appointment, {with} {where}. Your online quote shows the price with the saving already worked out.",
      "Every first visit starts with a free consultation, so you can talk through what you'd like, ask about prices and get to know your stylist before anything begins.",
      "If your appointment includes colour, you'll need a skin test at least 48 hours beforehand - it's quick, free and can be done at any of our salons.",
      STANDARD_TERMS,
    ],
    audience: 'new',
    stylistSlugs: [],
    appliesTo: { kind: 'anything' },
    benefit: { kind: 'percent', percent: 20 },
    code: FIRST_VISIT_CODE,
    validDays: 28,
    active: true,
    smsVariant: false,
    endDate: '2027-12-31',
  },
  {
    slug: 'zoe-kowalski',
    kind: 'stylist',
    title: 'Meet Zoe: colour and cut from {from}',
    headline: 'Book with Zoe, our newest stylist at High Street',
    summary:
      'Our newest stylist at High Street is taking new clients: {saving} a colour and cut with Zoe, from {from}.',
    details: [
      'Zoe loves fringes, curtain bangs and soft, modern colour. She is welcoming new clients to her column now - {saving} a colour and cut with her, from {from}. Quote {code} when you book.',
      "Start with a free consultation: Zoe will look at your hair, talk through the options and give you an exact price. There's no obligation to book.",
      STANDARD_TERMS,
    ],
    audience: 'new',
    stylistSlugs: ['zoe-kowalski'],
    appliesTo: { kind: 'colourAndCut', cuts: CUTS },
    benefit: { kind: 'percent', percent: 25 },
    code: 'WWZOE',
    active: true,
    smsVariant: false,
    endDate: '2027-03-31',
  },
  {
    slug: 'grace-pemberton',
    kind: 'stylist',
    title: 'Curls with Grace: colour and cut from {from}',
    headline: 'Finally love your curls - book with Grace at Riverside',
    summary:
      'Curly-hair specialist Grace at Riverside is taking new clients: {saving} a colour and cut, from {from}.',
    details: [
      'Grace cuts curls dry, one ringlet at a time, and she will show you exactly how to style them at home. New clients save {saving} a colour and cut with her - from {from}. Quote {code} when you book.',
      'Not sure what you need? Book a free consultation first and Grace will assess your curl pattern, talk through products and give you a price.',
      STANDARD_TERMS,
    ],
    audience: 'new',
    stylistSlugs: ['grace-pemberton'],
    appliesTo: { kind: 'colourAndCut', cuts: CUTS },
    benefit: { kind: 'amount', pounds: 30 },
    code: 'WWCURLS',
    active: true,
    smsVariant: false,
    endDate: '2027-03-31',
  },
  {
    slug: 'priya-and-callum',
    kind: 'combination',
    title: 'Priya & Callum: colour and cut from {from}',
    headline: 'Colour and cut from {from} with Priya or Callum at High Street',
    summary:
      'Book a colour and cut with either Priya or Callum at our High Street salon: {saving} for new clients, from {from}.',
    details: [
      'Priya and Callum are two of our stylists at High Street - Priya for glossy brunettes and coppers, Callum for short cuts and subtle grey blending. New clients save {saving} a colour and cut with either of them, from {from}. Quote {code} when you book.',
      'Every appointment begins with a free consultation so you know exactly what you are paying before we start.',
      STANDARD_TERMS,
    ],
    audience: 'new',
    stylistSlugs: ['priya-desai', 'callum-reid'],
    appliesTo: { kind: 'colourAndCut', cuts: CUTS },
    benefit: { kind: 'percent', percent: 30 },
    code: 'WWDUO',
    active: true,
    smsVariant: false,
    endDate: '2027-02-28',
  },
  {
    slug: 'sana-grace-and-jade',
    kind: 'combination',
    title: 'Riverside trio: colour and cut from {from}',
    headline: 'Colour and cut from {from} with Sana, Grace or Jade at Riverside',
    summary:
      'New to Riverside? Save {saving} a colour and cut with Sana, Grace or Jade, from {from}, including a free consultation.',
    details: [
      'Sana for glossy face-framing colour, Grace for curls, Jade for hand-painted balayage: whichever you choose, new clients save {saving} a colour and cut, from {from}. Quote {code} when you book.',
      "We'll start with a free consultation to find the right stylist and the right look for you.",
      STANDARD_TERMS,
    ],
    audience: 'new',
    stylistSlugs: ['sana-mirza', 'grace-pemberton', 'jade-whitlock'],
    appliesTo: { kind: 'colourAndCut', cuts: CUTS },
    benefit: { kind: 'percent', percent: 25 },
    code: 'WWTRIO',
    active: true,
    smsVariant: false,
    endDate: '2027-02-28',
  },
  {
    slug: 'autumn',
    kind: 'seasonal',
    title: 'Autumn gloss: {saving} with any colour',
    headline: 'Warm up for autumn: {saving} with any colour',
    summary:
      'Rich coppers, chocolate browns and soft caramel - this autumn, any colour comes with {saving}. Quote {code} when you book.',
    details: [
      'Autumn is the perfect time to add warmth and shine. Book any colour service {where} until {ends}, quote {code}, and we will finish it with {saving}.',
      'You will need a skin test at least 48 hours before your colour.',
      'Cannot be combined with any other offer: your online quote shows whichever saves you most.',
    ],
    audience: 'everyone',
    stylistSlugs: [],
    appliesTo: { kind: 'type', types: ['Colour'] },
    benefit: { kind: 'free', service: 'Gloss & tone' },
    code: 'AUTUMN GLOSS',
    active: true,
    smsVariant: false,
    startDate: '2026-09-01',
    endDate: '2026-11-30',
  },
  {
    // Follows the autumn offer, so the demo has a seasonal offer from September to May.
    slug: 'winter',
    kind: 'seasonal',
    title: 'Winter rescue: {saving} with any cut',
    headline: 'Beat the cold: {saving} with any cut',
    summary:
      'Cold winds and central heating leave hair dry and dull - this winter, any cut or blow-dry comes with {saving}. Quote {code} when you book.',
    details: [
      'From December to February, book a cut {where}, quote {code}, and we will add a deep hydrating mask at the basin, free, to bring back softness and shine.',
      'The treatment adds about fifteen minutes, so mention the code when you book and we will allow for it in your appointment.',
      'Cannot be combined with any other offer: your online quote shows whichever saves you most.',
    ],
    audience: 'everyone',
    stylistSlugs: [],
    appliesTo: { kind: 'type', types: ['CuttingStyling'] },
    benefit: { kind: 'free', service: 'Hydrating mask' },
    code: 'WWWINTER',
    active: true,
    smsVariant: false,
    startDate: '2026-12-01',
    endDate: '2027-02-28',
  },
  {
    slug: 'newyear',
    kind: 'seasonal',
    title: 'New year, new hair: {saving} a colour and cut',
    headline: '{saving} a cut and colour in January',
    summary:
      'Start the year with a fresh look - new clients save {saving} a cut with a colour in January, from {from}. Quote {code} when you book.',
    details: [
      'New year, new hair. Book a cut with a colour service {where} in January, quote {code}, and save {saving}.',
      "Come in for a free consultation first if you'd like to talk through ideas, and remember to book your skin test at least 48 hours before your colour.",
      STANDARD_TERMS,
    ],
    audience: 'new',
    stylistSlugs: [],
    appliesTo: { kind: 'colourAndCut', cuts: CUTS },
    benefit: { kind: 'amount', pounds: 20 },
    code: 'WWNY',
    active: false,
    smsVariant: true,
    startDate: '2027-01-02',
    endDate: '2027-01-31',
  },
  {
    slug: 'spring',
    kind: 'seasonal',
    title: 'Spring refresh: {saving}',
    headline: 'Get spring-ready with {saving} on any lightening',
    summary:
      'Lighter, brighter and ready for spring - any foils, balayage or bleach comes with {saving}. Quote {code} when you book.',
    details: [
      'Book ahead for spring: from March to May, any foils, balayage or full-head bleach comes with a bond-builder treatment, free, to keep your lengths strong. Quote {code} when you book.',
      'A skin test is required at least 48 hours before any colour service.',
      'Cannot be combined with any other offer: your online quote shows whichever saves you most.',
    ],
    audience: 'everyone',
    stylistSlugs: [],
    appliesTo: { kind: 'colourCategories', categories: ['Foiling', 'Balayage', 'Full head bleaching'] },
    benefit: { kind: 'free', service: 'Bond builder — standard' },
    code: 'WWSPRING',
    active: true,
    smsVariant: true,
    startDate: '2027-03-01',
    endDate: '2027-05-31',
  },
  {
    // Extensions are not in the online price list: the offer is honoured in the salon, and has
    // no "from" (no online quote qualifies).
    slug: 'extensions',
    kind: 'extensions',
    title: '{saving} your first extensions application',
    headline: 'Longer, fuller hair: {saving} your first set of extensions',
    summary:
      'New to extensions? Save {saving} your first application. Free consultation and colour match included.',
    details: [
      'Our extensions use ethically sourced, colour-matched hair and are fitted by specially trained stylists. Quote {code} to save {saving} your first application.',
      "Every extensions journey starts with a free consultation and colour match, where we'll check your hair is suitable, talk through aftercare and give you an exact price.",
      'If you would like colour at the same time, please book a skin test at least 48 hours beforehand. New clients only; cannot be combined with any other offer, including the first-visit saving.',
    ],
    audience: 'new',
    stylistSlugs: [],
    appliesTo: { kind: 'services', services: [] },
    benefit: { kind: 'percent', percent: 20 },
    code: 'WWEXT20',
    active: true,
    smsVariant: false,
    endDate: '2027-06-30',
  },
  {
    // Switched off: the first-visit saving is the "general" offer above (one at a time).
    slug: 'first-appointment',
    kind: 'first-appointment',
    title: '{saving} your first appointment',
    headline: 'Your first appointment with us: {saving}',
    summary:
      'Welcome to Willow & Wren. Quote {code} and save {saving} your first appointment with any stylist.',
    details: [
      "We'd love to meet you. Quote {code} when you book your first appointment and we'll take {saving}, whichever stylist and service you choose.",
      'Not sure where to start? Book a free consultation and we will match you with the right stylist for your hair and your budget.',
      'A skin test is required at least 48 hours before any colour service. New clients only; cannot be combined with any other offer.',
    ],
    audience: 'new',
    stylistSlugs: [],
    appliesTo: { kind: 'anything' },
    benefit: { kind: 'percent', percent: 20 },
    // Its own code: one code names one offer (the live first-visit offer has QG20).
    code: 'WWFIRST',
    validDays: 28,
    active: false,
    smsVariant: false,
    endDate: '2027-12-31',
  },
]

// ---------------------------------------------------------------------------
// Online shop
// ---------------------------------------------------------------------------

export const banners: SeedBanner[] = [
  {
    title: 'Winter haircare edit',
    url: 'https://shop.willowandwren.example/collections/winter-care',
    alt: 'Hydrating masks and oils arranged on a cream linen cloth',
    hue: 205,
  },
  {
    title: 'Gift sets for Christmas',
    url: 'https://shop.willowandwren.example/collections/gift-sets',
    alt: 'Wrapped gift boxes tied with sage-green ribbon',
    hue: 350,
  },
  {
    title: 'Free click and collect from the Academy',
    url: 'https://shop.willowandwren.example/pages/click-and-collect',
    alt: 'A paper shopping bag waiting on the Academy reception desk',
    hue: 140,
  },
]

export const tiles: SeedTile[] = [
  {
    brand: 'Fernleaf Botanics',
    title: 'Plant-based care',
    description: 'Gentle, sulphate-free shampoos and conditioners made with nettle, oat and rosemary.',
    url: 'https://shop.willowandwren.example/brands/fernleaf-botanics',
    hue: 120,
  },
  {
    brand: 'Lumen Bond',
    title: 'Bond repair',
    description: 'A three-step bond-building system to strengthen lightened and coloured hair at home.',
    url: 'https://shop.willowandwren.example/brands/lumen-bond',
    hue: 45,
  },
  {
    brand: 'Mossbank Curl Lab',
    title: 'Curl care',
    description: 'Creams, gels and leave-ins that define curls and coils without crunch or frizz.',
    url: 'https://shop.willowandwren.example/brands/mossbank-curl-lab',
    hue: 160,
  },
  {
    brand: 'Thistledown Silver',
    title: 'Blonde and grey',
    description: 'Violet and blue toning shampoos that keep blondes cool and silver hair bright.',
    url: 'https://shop.willowandwren.example/brands/thistledown-silver',
    hue: 270,
  },
  {
    brand: 'Quillstone Shine',
    title: 'Styling and finish',
    description: 'Lightweight oils, heat protectors and flexible sprays for a glossy, touchable finish.',
    url: 'https://shop.willowandwren.example/brands/quillstone-shine',
    hue: 20,
  },
  {
    brand: 'Kestrel & Pine',
    title: 'Grooming',
    description: 'Matte clays, beard oils and a no-nonsense shampoo for short hair and beards.',
    url: 'https://shop.willowandwren.example/brands/kestrel-and-pine',
    hue: 190,
  },
]

// ---------------------------------------------------------------------------
// External links
// ---------------------------------------------------------------------------

export const externalLinks = {
  booking: 'https://book.willowandwren.example',
  skinTest: 'https://book.willowandwren.example/skin-test',
  referralAccount: 'https://refer.willowandwren.example/account',
  giftCards: 'https://gifts.willowandwren.example',
  shop: 'https://shop.willowandwren.example',
  modelSignup: 'https://academy.willowandwren.example/models',
  sisterSalon: 'https://riverside.willowandwren.example',
  instagram: 'https://www.instagram.com/willowandwren_example',
  facebook: 'https://www.facebook.com/willowandwren_example',
  pinterest: 'https://www.pinterest.co.uk/willowandwren_example',
  tiktok: 'https://www.tiktok.com/@willowandwren_example',
} as const
