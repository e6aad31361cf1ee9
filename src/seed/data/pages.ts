// The demo site’s text pages and menus, as staff would write them in the admin (Content →
// Pages, Settings → Menus). Words in {braces} are placeholders filled from Site settings.
import type { RequiredDataFromCollectionSlug } from 'payload'

import type { Navigation } from '@/payload-types'

import { markdown } from '../rich-text'

type PageData = RequiredDataFromCollectionSlug<'pages'>
type Block = NonNullable<PageData['layout']>[number]
type LinkSetting = 'booking' | 'skinTest' | 'referralAccount' | 'shop' | 'app'

const to = (label: string, path: string) => ({ label, kind: 'path' as const, path })
const setting = (label: string, key: LinkSetting) => ({
  label,
  kind: 'setting' as const,
  setting: key,
})
const md = (source: string) => markdown(source) as never

const content = (
  body: string,
  aside?: { heading?: string; body?: string; actions?: ReturnType<typeof to>[] },
): Block => ({
  blockType: 'content',
  body: md(body),
  aside: aside
    ? {
        heading: aside.heading ?? null,
        body: aside.body ? md(aside.body) : null,
        actions: aside.actions ?? [],
      }
    : {},
})

/** Pages in the order they are created; "home" is the home page. */
export const pages: PageData[] = [
  {
    title: 'Home',
    slug: 'home',
    _status: 'published',
    hero: {
      style: 'large',
      eyebrow: '{brand} · {town}',
      heading: 'A New Standard of Hairdressing',
      lede: 'Thoughtful hair, close to home. Two salons and a training academy, stylists at every level, and an honest consultation before anything begins.',
      actions: [setting('Book Now', 'booking'), to('Get an online quote', '/prices')],
    },
    layout: [
      {
        blockType: 'cards',
        style: 'cards',
        eyebrow: 'Since 2009',
        heading: 'Great hair, at a price that suits you',
        intro:
          '{brand} began as two chairs above a bakery on Market Street. Today our team cuts and colours at High Street and Riverside, and trains the next generation at our Academy on Foundry Road — but the way we work hasn’t changed.',
        items: [
          {
            heading: 'A stylist for every budget',
            text: 'Levels from New Starter to Advanced Senior, so you choose the experience you want and know the price before you book.',
            link: to('Meet the team', '/team'),
          },
          {
            heading: 'Consultation first',
            text: 'Every new client starts with a free consultation. We listen, look at your hair and talk honestly about what it will take.',
            link: to('How to book', '/bookings'),
          },
          {
            heading: 'Kind to your hair',
            text: 'A skin test 48 hours before any colour, a bond builder offered with every lightening service, and aftercare advice you can actually follow.',
            link: to('Why we skin test', '/blog/allergy-alert-test'),
          },
        ],
      },
      { blockType: 'reviews', style: 'rotator', heading: 'Kind words from our clients', limit: 6 },
      { blockType: 'salons', style: 'cards', eyebrow: 'Visit us', heading: 'Our salons' },
      { blockType: 'news', eyebrow: 'What’s new', heading: 'News from the salons', count: 4 },
      {
        blockType: 'callToAction',
        style: 'band',
        eyebrow: 'Refer a friend',
        heading: 'Give {referralFriend} | Get {referralReferrer}',
        body: md(
          'Share your personal link: your friend saves {referralFriend} on their first visit, and you get {referralReferrer} off your next one.',
        ),
        actions: [to('How referrals work', '/refer-a-friend')],
      },
    ],
    meta: {
      title: '{brand} — hair salons and academy in {town}',
      description:
        'Thoughtful hair, close to home: two salons and a training academy in {town}, with stylists at every level, honest consultations and online price quotes.',
    },
  },
  {
    title: 'Our salons and our story',
    slug: 'salon',
    _status: 'published',
    hero: {
      eyebrow: 'Our story',
      heading: 'Two chairs, a bakery and a wren',
      lede: '{brand} started in 2009 with two friends, a pot of paint and a lot of hope. Here’s how we grew into two salons and a training academy — and what hasn’t changed along the way.',
      actions: [to('Find us and opening times', '/contact'), to('Meet the team', '/team')],
    },
    layout: [{ blockType: 'salons', style: 'story' }],
    meta: {
      description:
        'From two chairs above a bakery in 2009 to High Street, Riverside and our Academy in the old print works: the story and the spaces of {brand}.',
    },
  },
  {
    title: 'Men’s hairdressing',
    slug: 'men',
    _status: 'published',
    hero: {
      eyebrow: 'Men’s hairdressing',
      heading: 'Sharp cuts, no fuss',
      lede: 'Skin fades, scissor cuts, longer styles and beard tidies — by stylists who listen to what you actually want. Men’s cuts from {from:mensCut}: get your exact price online before you book.',
      actions: [
        setting('Book a cut', 'booking'),
        // The calculator, straight at its men's questions (src/quote/screens/routes.ts PATHS).
        to('Get a price for your cut', '/prices/calculator?type=Men'),
      ],
    },
    layout: [
      content(
        `## What you can book

- **Men’s cuts from {from:mensCut}** — a clipper cut, a wash, cut & style or a restyle — with a stylist at the level you choose: the price rises with the stylist’s experience, and our online quote shows it for every level.
- **Skin fades and clipper cuts** that still look right two or three weeks later.
- **Longer hair** — cut so it looks grown, not cut.
- **Beard shaping and neckline tidies**, just mention it when you book.
- **Grey blending and men’s colour from {from:mensColour}**: a quick, subtle colour that knocks back about half the grey with no obvious regrowth line. Like every colour, it needs a skin test 48 hours before your first appointment.

More tips from our barbering team: [getting more from your haircut](/blog/mens-grooming-guide).`,
        {
          heading: 'Free consultation',
          body: `Not sure what to ask for? Book a free consultation: ten minutes with a stylist to look at your hair, talk about how you wear it and agree a price before anything is cut.

Bring a photo, even if you feel daft doing it. "Short on the sides" means something different to everyone.

Our New Starters are still training and don’t take men’s cuts; every other level does. [Meet the team](/team).`,
        },
      ),
    ],
    meta: {
      description:
        'Men’s cuts from {from:mensCut}, fades, beard tidies and grey blending at {brand} in {town}, with a free consultation and your exact price online.',
    },
  },
  {
    title: 'Our salon policies',
    slug: 'policies',
    _status: 'published',
    hero: {
      eyebrow: 'Policies',
      lede: 'Missed appointments mean a stylist’s time goes unpaid and another client misses out. These few rules keep things fair for everyone — and if something unexpected happens, just call us.',
    },
    layout: [
      {
        blockType: 'sections',
        style: 'cards',
        items: [
          {
            heading: 'Deposits',
            body: md(`We take a deposit by card when you book if you are:

- a new client;
- booking one of our revitalise treatments; or
- booking an appointment that lasts more than 60 minutes.

Your deposit is simply taken off your bill on the day.`),
          },
          {
            heading: 'Cancelling or changing an appointment',
            body: md(`Please give us at least 48 hours’ notice. If you cancel or change more than 48 hours before your appointment, we’ll keep your deposit as credit that you can use at any of our three salons.

If you cancel or change within 48 hours, we may charge the full cost of the appointment.`),
          },
          {
            heading: 'No-shows',
            body: md(
              'If you don’t arrive for your appointment and haven’t let us know, your deposit is lost and we may charge the full cost of the appointment. We may also ask for full payment in advance before booking you again.',
            ),
          },
          {
            heading: 'Late arrival',
            body: md(
              'We’ll always try to fit you in, but running late affects every client after you. If you arrive more than 15 minutes late for a longer service (such as colour), or more than 5–10 minutes late for a shorter one (such as a cut or blow-dry), we may need to shorten your service or rebook you — in which case our cancellation policy applies.',
            ),
          },
          {
            heading: 'Skin tests',
            body: md(
              'A skin test is required at least 48 hours before any colour service if you are new to us or haven’t had a colour with us for more than six months. Without one we can’t go ahead with your colour. [Why we skin test](/blog/allergy-alert-test).',
            ),
          },
          {
            heading: 'If you’re not happy',
            body: md(
              'We want you to love your hair. If something isn’t right, please tell us within a week of your appointment — call the salon or speak to your stylist — and we’ll invite you back to put it right, free of charge.',
            ),
          },
        ],
      },
    ],
    meta: {
      title: 'Salon policies: deposits, cancellations and complaints',
      description:
        '{brand} policies on deposits, cancellations, no-shows, late arrival, skin tests and complaints, explained simply.',
    },
  },
  {
    title: 'Booking made simple',
    slug: 'bookings',
    _status: 'published',
    hero: {
      eyebrow: 'Bookings',
      lede: 'Two quick questions and we’ll tell you exactly what to do before you book — including whether you need a skin test.',
    },
    layout: [
      {
        blockType: 'bookingAdvice',
        clientQuestion: '1. Have you been to us in the last 18 months?',
        newClient: { label: 'I’m a new client', hint: 'First visit, or it’s been more than 18 months' },
        existingClient: {
          label: 'I’m an existing client',
          hint: 'I’ve visited in the last 18 months',
        },
        serviceQuestion: '2. What would you like to book?',
        colour: { label: 'Colour', hint: 'Any colour service, with or without a cut' },
        cutting: { label: 'Cutting or styling only', hint: 'Cuts, blow-dries, treatments and up-dos' },
        newColour: {
          heading: 'New client, colour appointment',
          body: md(`Welcome! There are three simple steps before your first colour with us:

1. **Get an idea of the price.** Our [online quote](/prices) shows an estimated price for your colour with a stylist at each level, with any offer you qualify for already taken off.
2. **Book a skin test at least 48 hours before your colour.** It’s free, takes five minutes and is required for every new colour client. Book one online, call any salon, or drop into the Academy during opening hours.
3. **Book your colour**, ideally with a free consultation first if you’re planning a big change — we’ll look at your hair and agree the plan and the price before anything begins.`),
        },
        newCutting: {
          heading: 'New client, cutting or styling only',
          body: md(`Good news: no skin test needed. Choose a stylist whose level suits your budget — our [team page](/team) shows everyone’s specialisms — and book online.

Want to know the price first? Our [online quote](/prices) works out cuts, blow-dries and treatments too. Not sure what you want? Book a free consultation and we’ll talk it through.`),
        },
        existingColour: {
          heading: 'Existing client, colour appointment',
          body: md(`Welcome back. If you’ve had a colour or a skin test with us in the last six months, just give the salon a ring and we’ll activate your skin-test record so you can book online straight away.

If it’s been longer than six months, or you’ve had colour elsewhere since, please book a skin test at least 48 hours before your appointment. Sensitivity can change over time, and we’d always rather be safe.

Foil clients: a top-up every 8–10 weeks keeps your colour looking its best. [See prices](/prices).`),
        },
        existingCutting: {
          heading: 'Existing client, cutting or styling only',
          body: md(`Book online as usual with your regular stylist, or try someone new — your notes travel with you between our salons.

If you haven’t visited for more than 18 months, we’ll welcome you back as a new client, which means you can use our new-client offers. [Check your price](/prices) before you book.`),
        },
        actions: [
          setting('Book online', 'booking'),
          setting('Book a skin test', 'skinTest'),
          to('Get a price quote', '/prices'),
        ],
        footnote: md(
          'Before you book, please read our [deposit and cancellation policy](/policies).',
        ),
      },
    ],
    meta: {
      title: 'How to book',
      description:
        'New or existing client, colour or cut: what to do before you book at {brand}, including skin tests, consultations and online quotes.',
    },
  },
  {
    title: 'Refer a friend',
    slug: 'refer-a-friend',
    _status: 'published',
    hero: {
      eyebrow: 'Refer a friend',
      heading: 'Give {referralFriend} | Get {referralReferrer}',
      lede: 'Love your hair? Share the love. Your friend gets {referralFriend} off their first appointment, and you get {referralReferrer} off for every new client you send our way.',
      actions: [setting('Get your referral link', 'referralAccount')],
    },
    layout: [
      {
        blockType: 'cards',
        style: 'steps',
        heading: 'How it works',
        items: [
          {
            heading: 'Share your link',
            text: 'Sign in to your referral account with the booking system and share your personal link with friends and family.',
          },
          {
            heading: 'Your friend saves {referralFriend}',
            text: 'When they book their first appointment through your link, they get {referralFriend} off. Their voucher is valid for {referralFriendWeeks} weeks.',
          },
          {
            heading: 'You get {referralReferrer}',
            text: 'Once they’ve visited, we add a {referralReferrer} voucher to your account for every new client — valid for {referralReferrerWeeks} weeks. There’s no limit on how many friends you refer.',
          },
        ],
      },
      {
        blockType: 'callToAction',
        style: 'panel',
        heading: 'The small print',
        body: md(`- Your friend must be new to {brand}, or not have visited us for more than 18 months.
- Your friend’s {referralFriend} voucher is valid for {referralFriendWeeks} weeks from the date of referral; yours is valid for {referralReferrerWeeks} weeks from their visit.
- Vouchers can be used at any of our salons, with any stylist, but can’t be exchanged for cash or combined with another offer.
- If your friend’s first appointment includes colour, they’ll need a skin test at least 48 hours beforehand.`),
        actions: [
          setting('Go to my referral account', 'referralAccount'),
          to('Booking advice for your friend', '/bookings'),
        ],
      },
    ],
    meta: {
      title: 'Refer a friend: Give {referralFriend} | Get {referralReferrer}',
      description:
        'Refer a friend to {brand}: they get {referralFriend} off their first appointment, and you get {referralReferrer} off for every new client you introduce.',
    },
  },
  {
    title: 'Work with us',
    slug: 'recruitment',
    _status: 'published',
    hero: {
      eyebrow: 'Careers',
      heading: 'Build your career with {brand}',
      lede: 'Most of our stylists started at our own Academy. We pay fairly, train properly and promote from within — and we’d love to hear from you.',
    },
    layout: [
      {
        blockType: 'cards',
        style: 'buttons',
        items: [
          {
            heading: 'Stylists',
            text: 'Qualified and looking for a salon that invests in you? Join a friendly team with a full column waiting, ongoing education at our Academy and a clear path from Graduate to Advanced Senior.',
            link: to('Apply as a stylist', '/recruitment/stylist'),
          },
          {
            heading: 'Apprentices',
            text: 'Start your career with paid, hands-on training at the {brand} Academy. Learn from our senior team on real clients, with an educator beside you every step of the way. Our next intake starts in September.',
            link: to('Apply for an apprenticeship', '/recruitment/apprentice'),
          },
          {
            heading: 'Saturday team',
            text: 'Still at school or college and curious about hairdressing? Our Saturday pre-apprenticeship is the perfect first step: greet clients, help on the salon floor and learn the basics with us.',
            link: to('Apply for a Saturday job', '/recruitment/saturday'),
          },
        ],
      },
      content(
        `## Why work with us

- Paid training and regular courses at our own Academy, led by our education team.
- A clear level structure, with promotion based on skill and your own column — not on waiting your turn.
- Late opening only two evenings a week, and Sundays and Mondays off at our salons.
- Staff discount on services and retail, and a team that genuinely looks out for each other.`,
        {
          heading: 'Any questions?',
          body: 'Call our Academy team or pop in for a chat — we’re happy to show you around before you apply. [Contact details](/contact).',
        },
      ),
    ],
    meta: {
      title: 'Work with us: stylist, apprentice and Saturday jobs',
      description:
        'Join the {brand} team in {town}: vacancies for qualified stylists, apprenticeships with our own Academy, and Saturday pre-apprenticeship roles.',
    },
  },
  {
    title: 'Online shop',
    slug: 'online-shop',
    _status: 'published',
    hero: {
      eyebrow: 'Online shop',
      heading: 'Salon haircare, delivered',
      lede: 'The products our stylists use and recommend every day, chosen to keep your colour bright and your hair healthy between appointments.',
      actions: [setting('Shop Now', 'shop')],
    },
    layout: [
      { blockType: 'shop', eyebrow: 'Our brands', heading: 'Shop by brand' },
      {
        blockType: 'cards',
        style: 'cards',
        heading: 'Collect or delivered',
        items: [
          {
            heading: 'Free click and collect',
            text: 'Choose click and collect at checkout and your order will be waiting at reception at the Academy, our head office on Foundry Road. We’ll text you when it’s ready, usually the next working day.',
            link: to('Academy opening times', '/contact'),
          },
          {
            heading: 'Home delivery',
            text: 'Prefer it to come to you? We deliver anywhere in the UK, packed in recycled and recyclable packaging. Most orders arrive within two to three working days, and delivery is free when you spend £40 or more.',
            link: setting('Shop Now', 'shop'),
          },
        ],
      },
    ],
    meta: {
      description:
        'Shop the haircare our stylists use and recommend, with free click and collect from the {brand} Academy or home delivery across the UK.',
    },
  },
  {
    title: 'Our new prices',
    slug: 'new-prices',
    _status: 'published',
    hero: {
      eyebrow: 'A note about our prices',
      heading: 'Our colour prices are changing from {priceChangeDate}',
      lede: 'We don’t take price rises lightly, and we want to be open with you about why this one is happening.',
    },
    layout: [
      content(
        `From {priceChangeDate}, the prices of our colour services will rise by an average of {priceChangeAverage} across our salons; cuts, finishes and treatments stay as they are. Like every independent business, we’ve seen our costs rise steeply over the past year, and we’ve held our prices for as long as we responsibly can.

## What’s behind the change

- **The National Minimum Wage** has risen again. We’re proud that our apprentices and junior team are paid fairly, and that matters more to us than anything.
- **Employer contributions**, including National Insurance and pensions, have gone up for every member of our team.
- **Stock costs** — colour, lightener, bond builders and the professional products we use on your hair — have risen with every delivery.
- **Energy costs** for lighting, heating, hot water and dryers remain far higher than they were.

## Something for every budget

Our range of stylists, from Junior Stylists to Advanced Seniors, means there is still an option to suit every budget. If you’d like to keep your spending the same, ask us about booking with a stylist at a different level — every one of them has been trained and assessed by our Academy.

Appointments you have already booked keep their current price, whatever their date.`,
        {
          // The quote always prices from today's list: before the change it cannot
          // show a new-year visit's new price, so the page must not send her there to check it.
          heading: 'Prices in our online quote',
          body: `Our online quote always uses today’s price list, at every level, so you can compare stylists and plan ahead. Until the change it shows our current prices: for a colour on or after {priceChangeDate} that you have not booked yet, the price will be on average {priceChangeAverage} higher, and we will tell you the exact price when you book. Once the new prices start, the quote shows them.

Thank you for your continued support — it means the world to our team.`,
          actions: [to('Get a price quote', '/prices'), to('Meet the team', '/team')],
        },
      ),
    ],
    meta: {
      title: 'Our new colour prices from {priceChangeDate}',
      description:
        'Why {brand} colour prices are changing from {priceChangeDate} — the National Minimum Wage, employer contributions, stock and energy costs — and how our stylist levels keep every budget covered.',
    },
  },
  {
    title: 'A thank-you gift for you',
    slug: 'your-gift',
    _status: 'published',
    hero: {
      eyebrow: 'With our thanks',
      heading: 'A little gift, because you’re wonderful',
      lede: 'You’re one of the clients who have supported us most this year, and we wanted to say thank you properly.',
    },
    layout: [
      content(
        'Our salons exist because of loyal clients like you — the people who book again and again, send their friends and family our way, and tell us honestly when something could be better. So we’ve put together a gift set for you, and you get to choose which one.',
      ),
      {
        blockType: 'cards',
        style: 'steps',
        heading: 'Choose one of two gift sets',
        items: [
          {
            heading: 'The Colour Care set',
            text: 'A sulphate-free shampoo and conditioner for coloured hair, plus a bond-repair treatment to keep lightened or coloured hair strong and glossy.',
          },
          {
            heading: 'The Finishing Touch set',
            text: 'A lightweight heat protector, a smoothing oil for shine and flyaways, and a flexible-hold spray — everything for a salon blow-dry at home.',
          },
        ],
      },
      {
        blockType: 'callToAction',
        style: 'blush',
        heading: 'How to collect your gift',
        body: md(`1. Keep the text message we sent you — it’s your gift invitation.
2. At your next visit, show the text message at reception.
3. Tell us which set you’d like, and we’ll have it wrapped and ready before you leave.

One gift per invited client, collected at your next appointment at any of our salons, while stocks last. If you can’t find your text, just mention it at reception and we’ll check your record.`),
      },
    ],
    meta: {
      description:
        'A thank-you gift for some of our most loyal {brand} clients: choose one of two gift sets and collect it at your next visit.',
      noindex: true,
    },
  },
  {
    title: 'COVID-19 guidelines',
    slug: 'corona',
    _status: 'published',
    hero: {
      eyebrow: 'COVID-19',
      heading: 'Keeping everyone safe in our salons',
      lede: 'We follow the latest government guidance for close-contact services. Here’s what we do, and what we ask of you.',
    },
    layout: [
      content(
        `## Before your appointment

- Please don’t come in if you have symptoms of COVID-19 — a high temperature, a new continuous cough, or a loss or change to your sense of smell or taste — or if you’ve tested positive. Call us and we’ll happily rebook you.
- Please come on your own unless you need a carer, and arrive at your appointment time rather than early.

## In the salon

- Hand sanitiser at reception and every station; please use it when you arrive.
- Stations, chairs, basins and tools are cleaned and disinfected after every client.
- Fresh gowns and towels for every client, washed at high temperature.
- Windows and doors open where we can, for fresh air throughout the day.
- Contactless payment is preferred.`,
        {
          heading: 'If you need to cancel',
          body: `If you cancel within 48 hours of your appointment, we charge 50% of the appointment cost. If you have symptoms or a positive test, please call us: we’ll always be understanding and move your booking instead.

[Our full cancellation policy](/policies) · [We’re back: what to expect](/reopening)`,
        },
      ),
    ],
    meta: {
      description:
        'How {brand} keeps clients and stylists safe: what to do if you feel unwell, our hygiene routine and our COVID-19 cancellation terms.',
    },
  },
  {
    title: 'We’re back: reopening our salons',
    slug: 'reopening',
    _status: 'published',
    hero: {
      eyebrow: 'We’re back',
      heading: 'Our doors are open — and we’ve missed you',
      lede: 'Thank you for your patience and all your kind messages. Here’s what to expect when you come back to see us.',
      actions: [setting('Book your appointment', 'booking')],
    },
    layout: [
      {
        blockType: 'cards',
        style: 'steps',
        items: [
          {
            heading: 'Booking',
            text: 'We’re contacting clients whose appointments were cancelled first, in date order. Online booking is open for everyone else — our longer opening hours on Wednesdays and Thursdays give us a little more room.',
          },
          {
            heading: 'Skin tests',
            text: 'If it has been more than six months since your last colour with us, you’ll need a skin test at least 48 hours before your colour appointment.',
          },
          {
            heading: 'Your visit',
            text: 'Please arrive on time and on your own. Our cleaning routine between clients means we keep to a careful schedule. Please read our COVID-19 guidelines before you come.',
            link: to('COVID-19 guidelines', '/corona'),
          },
        ],
      },
      content(
        'Lockdown colour disaster? Don’t worry, we’ve seen it all — book a free consultation and we’ll put it right.',
      ),
    ],
    meta: {
      description:
        '{brand} is open again. What to expect at your first appointment back, how we’re prioritising bookings, and how to book.',
    },
  },
  {
    title: 'Privacy notice',
    slug: 'privacy',
    _status: 'published',
    hero: {
      eyebrow: 'Privacy',
      heading: 'How we look after your details',
      lede: '{brand} asks for as little as it can, uses it only for what you asked us to do, and deletes it when we no longer need it.',
    },
    layout: [
      {
        blockType: 'sections',
        style: 'cards',
        items: [
          {
            heading: 'Who we are',
            body: md(
              '{legalName} runs the {brand} salons and the Academy listed on our [contact page](/contact). We decide how the details you give us on this website are used, so we are the “controller” under UK data protection law (UK GDPR and the Data Protection Act 2018).',
            ),
          },
          {
            heading: 'What we collect, and why',
            body: md(`- **Price quotes.** Your name, mobile number and e-mail address, the services you chose, the stylist or level, and whether you are a regular client. We use them to send you your quote by e-mail and text message and to answer questions about it — the steps you asked us to take before booking.
- **Job applications.** Your name, contact details and your answers. We use them only to consider your application and to contact you about it.
- **Nothing else.** We do not use advertising or tracking cookies, and we never sell or share your details for marketing. Bookings and payments happen with our booking provider, under their own privacy notice.`),
          },
          {
            heading: 'Who sees them',
            body: md(
              'Our salon team, and the companies that deliver our e-mails and text messages for us, which may use your details only to deliver them. Your saved quote page shows your first name and your services, never your phone number or e-mail address.',
            ),
          },
          {
            heading: 'How long we keep them',
            body: md(
              'Names and contact details on saved quotes are erased automatically after {quoteRetention}, and job applications after {applicationRetention}. We keep only anonymous figures (for example how many colour quotes we gave in a week).',
            ),
          },
          {
            heading: 'Your rights',
            body: md(`You can ask us for a copy of everything we hold about you, to correct it, or to delete it at any time — we will answer within one month. Just tell us the e-mail address or mobile number you used: [{contactEmail}](mailto:{contactEmail}) · {contactPhone}

If you are unhappy with how we have handled your details, you can complain to the Information Commissioner’s Office (ico.org.uk, 0303 123 1113).`),
          },
        ],
      },
    ],
    meta: {
      description:
        'What {brand} does with the details you give us for a price quote or a job application, how long we keep them, and your rights.',
    },
  },
]

/**
 * The title bands (and any blocks after the list) of the pages the application draws itself:
 * the team, the blog, the offers and the contact page.
 */
export const appPages: PageData[] = [
  {
    title: 'Meet the team',
    slug: 'team',
    _status: 'published',
    hero: {
      eyebrow: 'Our people',
      lede: "Every stylist at {brand} has trained and been assessed at our Academy. Their level reflects experience and demand — so there’s someone to suit every head of hair and every budget.",
    },
    meta: {
      description:
        'Meet the {brand} stylists at High Street, Riverside and the Academy — from New Starters to Advanced Seniors — and find the right person for your hair and budget.',
    },
  },
  {
    title: 'Blog: hair care advice and salon news',
    slug: 'blog',
    _status: 'published',
    hero: {
      eyebrow: 'The {brand} blog',
      heading: 'Notes from the salon floor',
      lede: 'Honest advice from our stylists and educators — how to look after your colour, what our levels mean, and why we do things the way we do.',
    },
    meta: {
      description:
        'Advice from the {brand} team: skin tests, winter hair care, bond builders, balayage aftercare, choosing your stylist level and life at our Academy.',
    },
  },
  {
    title: 'Latest Offers',
    slug: 'offers',
    _status: 'published',
    hero: {
      eyebrow: 'New client offers',
      lede: 'New to {brand}? Every first visit starts with a free consultation, and these offers make it even easier to find the stylist and the look that suit you.',
    },
    layout: [
      content(
        'Each offer says who it is for, and none can be combined with another: your online quote shows whichever saves you most. A skin test is required 48 hours before any colour service.',
      ),
    ],
    meta: {
      description:
        'Latest offers at {brand}: savings on a first visit, stylist introductions and seasonal savings, always with a free consultation.',
    },
  },
  {
    title: 'Contact us and opening times',
    slug: 'contact',
    _status: 'published',
    hero: {
      eyebrow: 'Contact us',
      heading: 'Come and see us',
      lede: 'Call the salon, pop in, or book online any time. If you’re not sure which stylist or service you need, ring us — we’re always happy to help.',
      actions: [setting('Book online', 'booking'), to('Help me choose', '/bookings')],
    },
    layout: [
      {
        blockType: 'callToAction',
        style: 'blush',
        eyebrow: 'Our app',
        heading: 'Book, change and rebook from your phone',
        body: md(
          'Download the {brand} app to see your stylist’s availability, rebook your usual appointment in a couple of taps, check your referral credit and get a reminder the day before you’re due in.',
        ),
        actions: [setting('Get the app', 'app')],
      },
    ],
    meta: {
      description:
        'Addresses, phone numbers and opening times for {brand} High Street, Riverside and the Academy in {town}, plus online booking and our app.',
    },
  },
]

/** The header and footer menus (Settings → Menus). */
export const navigation: Omit<Navigation, 'id'> = {
  primary: [
    to('Salon', '/salon'),
    to('Prices', '/prices'),
    to('Offers', '/offers'),
    to('Referrals', '/refer-a-friend'),
  ],
  more: [
    to('Policies', '/policies'),
    to('Online Shop', '/online-shop'),
    to('Team', '/team'),
    to('Blog', '/blog'),
    to('Men', '/men'),
    to('Reviews', '/reviews'),
    to('Recruitment', '/recruitment'),
  ],
  footer: [
    to('Contact us', '/contact'),
    to('Booking advice', '/bookings'),
    to('Salon policies', '/policies'),
    to('Privacy notice', '/privacy'),
    to('Gift vouchers', '/gift-voucher'),
    to('Work with us', '/recruitment'),
  ],
}
