import type { JobRole } from '@/forms/job-application'

/** The application pages' headings and introductions (Messages & rules → Recruitment). */
export const applicationPages: { role: JobRole; title: string; intro: string }[] = [
  {
    role: 'Stylist',
    title: 'Apply to join us as a stylist',
    intro:
      'Qualified and looking for a team that invests in you? Tell us about yourself — we offer ongoing education, a clear path through our levels and a fully booked column.',
  },
  {
    role: 'Apprentice',
    title: 'Apply for an apprenticeship',
    intro:
      'Learn the craft at our Academy, earning while you train towards your Level 2 and 3 qualifications with our educators beside you.',
  },
  {
    role: 'Saturday',
    title: 'Apply for a Saturday job (Pre-Apprenticeship)',
    intro:
      'Still at school or college? Spend your Saturdays with us: greet clients, assist the stylists and find out whether hairdressing is for you.',
  },
]
