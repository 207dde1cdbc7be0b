/**
 * The demo's open positions (the first two are the earlier site's roles). Descriptions are Markdown,
 * rendered and sanitised by the careers module. `daysAgo` dates each posting, newest first on /career.
 */
export interface SeedOpening {
  slug: string;
  title: string;
  location: string;
  employmentType: string;
  summary: string;
  description: string;
  daysAgo: number;
}

const WHAT_WE_OFFER = `## What we offer

- A tax-free salary, annual flights home and UAE health insurance from your first day
- Your weekends back: we work Monday to Friday, with early finishes on Fridays
- A Weekends experience every quarter, on us, so you know what our customers feel
- A small team where your work reaches customers the week you ship it`;

const HOW_TO_APPLY = `## How to apply

Press Apply Now and send us your résumé (PDF or Word) with a short cover letter. Tell us about something you
made that you are proud of. We reply to every application within two weeks.`;

export const careerOpenings: readonly SeedOpening[] = [
  {
    slug: 'digital-marketing-executive',
    title: 'Digital Marketing Executive',
    location: 'Abu Dhabi',
    employmentType: 'Full time',
    summary:
      'Plan and run the campaigns that bring people in the UAE to their next weekend: search, social, e-mail and partnerships with our hosts.',
    daysAgo: 3,
    description: `Weekends helps people across the seven emirates find something wonderful to do from Thursday evening to
Saturday night. We are looking for a **Digital Marketing Executive** to grow the number of people who book with us,
and to make every campaign feel as good as the experiences themselves.

## What you will do

- Plan and run paid search and social campaigns in English and Arabic, with a monthly budget you own
- Write and schedule our weekly newsletter and the e-mails that follow a booking
- Work with our hosts on seasonal campaigns: National Day, Ramadan evenings, the cooler months outdoors
- Track what works in our analytics and share a short report every Monday
- Keep our listings and blog easy to find in search

## What you will bring

- Two or more years in digital marketing, ideally for a consumer brand or a marketplace in the GCC
- Hands-on experience with Google Ads, Meta Ads Manager and an e-mail tool such as Mailchimp or Klaviyo
- Clear, warm writing in English; Arabic is a strong plus
- Comfort with numbers: you can explain a cost per booking to anyone on the team
- A UAE driving licence is helpful, as you will visit hosts from time to time

${WHAT_WE_OFFER}

${HOW_TO_APPLY}`,
  },
  {
    slug: 'visual',
    title: 'Manager-Visual Design',
    location: 'Abu Dhabi',
    employmentType: 'Permanent',
    summary:
      'Lead how Weekends looks, from the photographs on every listing to our app screens, campaigns and the vouchers customers carry.',
    daysAgo: 9,
    description: `We are looking for a **Manager-Visual Design** to lead how Weekends looks and feels, everywhere a customer
meets us: the website, our campaigns, social media, the e-mails we send and the vouchers people show at the door.

## What you will do

- Own the Weekends visual identity and keep our design system consistent across web, e-mail and print
- Art-direct photo and video shoots with our hosts, from desert camps in Liwa to kayaking in the mangroves
- Design campaign visuals with the marketing team and review work from freelancers and agencies
- Work with our engineers so that pages are accessible, fast and look right on every phone
- Hire and mentor one designer in your first year

## What you will bring

- Six or more years in visual or brand design, with at least two leading others
- A portfolio that shows brand systems as well as campaigns; please include a link in your cover letter
- Fluency in Figma and the Adobe suite, and a working knowledge of how the web is built
- An eye for photography and typography in both Latin and Arabic scripts
- Experience with a consumer brand in the UAE or the wider region

${WHAT_WE_OFFER}

${HOW_TO_APPLY}`,
  },
  {
    slug: 'host-partnerships-manager',
    title: 'Host Partnerships Manager',
    location: 'Dubai',
    employmentType: 'Full time',
    summary:
      'Find and welcome the people behind our experiences, from dhow captains to pottery studios, and help them grow with us.',
    daysAgo: 16,
    description: `Our hosts are the heart of Weekends. As **Host Partnerships Manager** you will find new hosts across Dubai and
the Northern Emirates, bring their experiences onto the marketplace and help them succeed once they are live.

## What you will do

- Meet prospective hosts, understand what they offer and agree listings that customers will love
- Guide new hosts through approval: trade licence, listing details, photos, prices and capacity
- Review each host's bookings and reviews every month and plan improvements with them
- Bring feedback from hosts to our product team, so the host dashboard keeps getting better
- Represent Weekends at trade events and tourism fairs in Dubai

## What you will bring

- Three or more years in partnerships, account management or business development, ideally in travel,
  hospitality or leisure
- A network in Dubai's tourism and leisure scene, or the curiosity to build one fast
- Confident negotiation in English; Arabic, Hindi or Russian are valued
- A valid UAE driving licence: you will spend two days a week out with hosts

${WHAT_WE_OFFER}

${HOW_TO_APPLY}`,
  },
  {
    slug: 'customer-experience-associate',
    title: 'Customer Experience Associate',
    location: 'Dubai',
    employmentType: 'Full time, shifts',
    summary:
      'Be the friendly voice customers reach when plans change: bookings, vouchers, refunds and last-minute questions.',
    daysAgo: 24,
    description: `Weekends happen at weekends, and so do our customers' questions. As a **Customer Experience Associate** you will
help people by chat, e-mail and phone, so that every booking ends in a good story.

## What you will do

- Answer customers about bookings, vouchers, rescheduling and refunds, within our published policies
- Work with hosts to solve problems on the day, calmly and quickly
- Spot patterns in what customers ask and suggest fixes to the product and FAQ
- Keep clear notes, so anyone on the team can pick up where you left off

## What you will bring

- One or more years in customer service, hospitality or retail
- Excellent spoken and written English; Arabic is a strong plus
- Patience, good judgement and the habit of following through
- Availability for rotating shifts, including Thursday evenings, Fridays and Saturdays, with two days off in the week

${WHAT_WE_OFFER.replace('we work Monday to Friday, with early finishes on Fridays', 'two fixed days off every week, and every second weekend free')}

${HOW_TO_APPLY}`,
  },
];
