/** Review texts by level-1 category slug, plus general ones that fit any experience. */
export interface ReviewText {
  rating: number;
  title: string;
  content: string;
}

const general: readonly ReviewText[] = [
  {
    rating: 5,
    title: 'Worth every dirham',
    content:
      'Booked it as a birthday surprise and it was perfect from start to finish. The team were on time, friendly and clearly love what they do.',
  },
  {
    rating: 4,
    title: 'Great way to spend a Saturday',
    content:
      'Well organised and good value with the discount. Only small thing: the meeting point was a bit hard to find, so save the location pin beforehand.',
  },
  {
    rating: 5,
    title: 'Already planning to go again',
    content:
      'We have lived in the UAE for six years and this was one of our favourite weekends. Easy booking, instant voucher, no surprises.',
  },
  {
    rating: 3,
    title: 'Good, but busier than expected',
    content:
      'The experience itself was nice, but our group was large and it felt rushed at times. Go on a Thursday if you can.',
  },
  {
    rating: 4,
    title: 'Lovely host',
    content:
      'Our host made everyone feel welcome and answered all our questions. Would recommend to friends visiting Dubai.',
  },
];

const byCategory: Record<string, readonly ReviewText[]> = {
  adventure: [
    {
      rating: 5,
      title: 'Adrenaline and amazing views',
      content:
        'Our driver was very experienced and made us feel safe even on the steepest parts. The sunset was unreal, bring a proper camera.',
    },
    {
      rating: 5,
      title: 'Best thing we did in the UAE',
      content:
        'The guides checked our equipment twice and took loads of photos for us. My kids are still talking about it.',
    },
    {
      rating: 4,
      title: 'Thrilling, go early',
      content: 'Brilliant fun, though it gets hot quickly after 10 AM. The morning slot is the one to book.',
    },
    {
      rating: 3,
      title: 'Fun but long transfer',
      content:
        'The activity was great but we spent a lot of time in the car. Worth it, just plan the whole day around it.',
    },
    {
      rating: 5,
      title: 'Unforgettable',
      content:
        'Everything ran like clockwork. The safety briefing was clear and the team kept the energy high the whole time.',
    },
  ],
  'food-drink': [
    {
      rating: 5,
      title: 'So much delicious food',
      content:
        'Every dish was fresh and full of flavour, and the staff kept checking in without being pushy. The dates and Arabic coffee at the end were a lovely touch.',
    },
    {
      rating: 4,
      title: 'Beautiful setting',
      content:
        'The views were the star of the evening. Food was good rather than amazing, but we had a wonderful time.',
    },
    {
      rating: 5,
      title: 'Learned so much',
      content:
        'I finally understand how to make machboos properly. Our chef was patient and funny, and we took the leftovers home.',
    },
    {
      rating: 4,
      title: 'Relaxed and friendly',
      content: 'A lovely slow afternoon with friends. Book a table near the water if you can.',
    },
  ],
  wellness: [
    {
      rating: 5,
      title: 'Pure relaxation',
      content:
        'I floated out of there. The therapist was skilled and the facilities were spotless. Exactly the reset I needed before the week.',
    },
    {
      rating: 5,
      title: 'Perfect start to the weekend',
      content: 'Calm, welcoming and beautifully run. The teacher adapted everything for beginners like me.',
    },
    {
      rating: 4,
      title: 'Very good',
      content: 'Excellent treatment, though the changing area was a little crowded. Would book again.',
    },
  ],
  'culture-arts': [
    {
      rating: 5,
      title: 'Fascinating and hands-on',
      content:
        'Our guide brought the history to life with stories you will not find in any guidebook. We left with a real feeling for the place.',
    },
    {
      rating: 5,
      title: 'Such a calming workshop',
      content:
        'I have never made anything like this before and I am so proud of my piece. The instructor was encouraging and precise.',
    },
    {
      rating: 4,
      title: 'Interesting morning',
      content: 'Good mix of history and tastings. It was warm walking around, so wear light clothes and bring water.',
    },
  ],
  'family-kids': [
    {
      rating: 5,
      title: 'The kids loved it',
      content:
        'Our two boys (6 and 9) had the best day. Clean, safe and well staffed, and the discount made it great value for a family.',
    },
    {
      rating: 4,
      title: 'Great family day out',
      content: 'Lots to do for all ages. Queues got longer in the afternoon, so arrive at opening time.',
    },
    {
      rating: 5,
      title: 'Magical for our daughter',
      content: 'She got to feed the animals and hold a falcon. The staff were wonderful with children.',
    },
  ],
  'online-experiences': [
    {
      rating: 5,
      title: 'Surprisingly personal',
      content:
        'I was worried an online class would feel distant, but the host knew everyone’s name within minutes. Great fun from home.',
    },
    {
      rating: 4,
      title: 'Good value',
      content: 'Well prepared and easy to follow. The recording afterwards is really useful.',
    },
  ],
  'weekend-pass': [
    {
      rating: 5,
      title: 'Brilliant idea',
      content: 'Having three experiences on one voucher made planning our visitors’ weekend so easy.',
    },
  ],
};

export function reviewTexts(levelOneSlug: string): readonly ReviewText[] {
  return [...(byCategory[levelOneSlug] ?? []), ...general];
}
