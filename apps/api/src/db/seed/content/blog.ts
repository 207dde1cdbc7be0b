import type { Theme } from '../images/themes.ts';

/** A demo blog post: Markdown content, a cover drawn at seed time, and how long ago it went out. */
export interface BlogPostSeed {
  slug: string;
  title: string;
  summary: string;
  metaTitle?: string;
  metaDescription?: string;
  /** The cover's picture theme (see images/themes.ts). */
  theme: Theme;
  /** Published this many days before the seed runs, at 08:30 Dubai time. */
  daysAgo: number;
  /** Views so far; the seed writes one post_views row per view. */
  views: number;
  content: string;
}

export const demoBlogPosts: readonly BlogPostSeed[] = [
  {
    slug: 'first-night-in-the-desert-what-to-pack',
    title: 'Your First Night in the Desert: What to Pack for a Bedouin Camp',
    summary:
      'Desert nights are colder, darker and quieter than most first-timers expect. Here is what to bring, what to leave at home and how to make the most of a night under the stars.',
    metaDescription:
      'A packing list and practical tips for your first overnight desert camp in the UAE: layers, light, water, and what the camp already provides.',
    theme: 'camp',
    daysAgo: 4,
    views: 412,
    content: `Sleeping in the desert is one of those weekends people talk about for months afterwards. The drive out, the dunes turning orange, dinner around the fire, and then a sky with more stars than you knew existed. It is also a night where a little preparation makes a big difference, because the desert after sunset is a very different place from the desert at four in the afternoon.

## It gets colder than you think

From November to March, temperatures in the dunes can drop into the low teens after midnight, and the wind picks up as the sand loses its heat. Most first-timers arrive in shorts and a T-shirt and spend the night wrapped in a borrowed blanket.

Pack in layers:

- A warm fleece or light down jacket for after dinner
- Long trousers and a pair of socks just for sleeping
- A scarf or shemagh, which keeps both the cold and the sand out
- Closed shoes for walking on the dunes at night, when the sand is cool and scorpions are about

## Light, water and the small things

Camps light their common areas, but the walk from the fire to your tent is usually dark. A head torch leaves your hands free and does not ruin everyone's night vision the way a phone torch does. Bring a refillable bottle; camps provide drinking water, but it is easier to keep your own by the bed.

A small bag with sunscreen, lip balm, wet wipes, a power bank and any medicines you need covers almost everything else. Sand gets into every pocket, so a zip-lock bag for your phone and camera is worth more than it costs.

## What the camp already has

Most overnight camps include dinner, breakfast, bedding and shared bathrooms, so there is no need to carry a sleeping bag or food. Check what your booking covers before you leave. Our [Overnight Bedouin Camp under the Stars](/activity/overnight-bedouin-camp-under-the-stars) includes a barbecue dinner, a proper mattress and breakfast at sunrise, and the [Desert Safari with BBQ Dinner](/activity/desert-safari-with-bbq-dinner) is a good way to try an evening in the dunes before committing to a whole night.

> The best moment of the trip is usually not the dune drive. It is the hour after the fire dies down, when the camp goes quiet and you look up.

## Respect the desert

Take your rubbish back with you, keep music low after dark and stay on the marked paths around the camp. The desert looks empty, but it is home to foxes, hares, beetles and birds, and it recovers slowly from damage.

## A quick checklist

1. Warm layer, long trousers, sleeping socks
2. Head torch and power bank
3. Refillable water bottle
4. Scarf for wind and sand
5. Sunscreen, lip balm and wet wipes
6. Zip-lock bag for your phone

Pack this, arrive an hour before sunset and leave your plans for the morning open. After a night in the dunes, nobody is in a hurry to get back to the city.`,
  },
  {
    slug: 'old-dubai-in-a-day-al-fahidi-abra-souks',
    title: 'Old Dubai in a Day: Al Fahidi, an Abra and the Souks',
    summary:
      'Before the towers and the malls, Dubai was a trading town on a creek. A slow Saturday on foot through Al Fahidi, across the water by abra and into the Deira souks.',
    theme: 'heritage',
    daysAgo: 11,
    views: 968,
    content: `Most visitors see Dubai from the 124th floor. To understand the city, start at sea level, on the banks of Dubai Creek, where the town grew up around pearl diving and trade long before anyone had heard of Downtown.

This is a walking day. Wear comfortable shoes, carry water and some cash in small notes, and aim to start early: the lanes are at their best in the soft morning light and before the heat of the afternoon.

## Morning: Al Fahidi Historical Neighbourhood

Al Fahidi is a maze of sand-coloured houses, narrow lanes and wind towers, the traditional way of cooling a home before air conditioning. Wander without a map for half an hour; the lanes are small enough that you cannot get truly lost.

Breakfast here is a good reason to get up early. Balaleet (sweet vermicelli with egg), chebab pancakes with date syrup and a cup of cardamom coffee are the classic order. Our [Emirati Breakfast in Al Fahidi Historical District](/activity/emirati-breakfast-in-al-fahidi-historical-district) is hosted in a restored courtyard house and comes with a conversation about Emirati customs, which is half the point.

## Midday: across the creek by abra

Walk down to the Bur Dubai abra station and take one of the wooden water taxis across the creek. The crossing takes only a few minutes and costs a dirham or two, paid to the driver, and it is still one of the best views in the city: dhows loading cargo, the old waterfront on one side and the Deira skyline on the other.

## Afternoon: the Deira souks

On the Deira side, follow your nose into the **Spice Souk**, with its sacks of saffron, dried limes, frankincense and rose buds, then continue to the **Gold Souk**, where shop windows glitter from floor to ceiling. Bargaining is expected, and it is friendlier than you might fear. Start at around two thirds of the first price, smile, and be ready to walk away.

If you would rather have someone tell you the stories behind what you are seeing, the [Old Dubai Walking Tour with Abra Ride and Souks](/activity/old-dubai-walking-tour-with-abra-ride-and-souks) covers the same route with a local guide and a tasting or two along the way.

## Evening: dinner on the water

End the day where it started, on the creek. The [Dhow Dinner Cruise on Dubai Creek](/activity/dhow-dinner-cruise-on-dubai-creek) drifts past the lights of both banks while you eat, and it is an easy, unhurried way to finish a day on foot.

## Good to know

- Dress modestly in the old town and the souks: shoulders and knees covered.
- Ask before photographing people, especially in the souks.
- Friday midday is quieter, as many shops close for prayers.

Old Dubai is not a museum. People still live, work and trade here, and that is exactly what makes a day in its lanes feel so different from the rest of the city.`,
  },
  {
    slug: 'paddling-the-mangroves-of-abu-dhabi',
    title: 'Paddling the Mangroves of Abu Dhabi: A Beginner’s Guide',
    summary:
      'Calm water, herons, crabs and the city skyline behind the trees: why a kayak through the mangroves is the easiest adventure in the capital, and how to plan yours.',
    metaTitle: 'Kayaking the Abu Dhabi mangroves: a beginner’s guide',
    theme: 'mangrove',
    daysAgo: 19,
    views: 1284,
    content: `Ten minutes from the Corniche, the city stops and the mangroves begin. Grey-green trees stand in shallow, sheltered water, their roots reaching down like fingers, and the only sounds are birds and the drip of your paddle. If you have never kayaked before, this is the place to start.

## Why the mangroves suit beginners

The channels are shallow and protected from the open sea, so there are no waves to speak of. Guided tours move slowly and stop often, and a double kayak means a more confident partner can do more of the work. Most people are comfortable within ten minutes.

Mangroves also matter. They protect the coast from erosion, store carbon in their mud and shelter young fish, crabs and birds. Paddling quietly through them is one of the best ways to see how much life the Gulf coast holds.

## What you might see

- Grey herons and egrets standing perfectly still in the shallows
- Crabs scuttling across the mud at low tide
- Small fish darting under the kayak
- With luck, a turtle surfacing for air

## Timing is everything

Plan around two things: the heat and the tide. From October to April, mornings and late afternoons are pleasant; in summer, only the first hours after sunrise are comfortable. Tours are scheduled around high tide, when the water reaches deep into the narrow channels. At low tide, some routes become too shallow to paddle.

Sunset tours are popular for a reason. The light turns golden, the city lights come on behind the trees, and the water is usually at its calmest.

## What to bring

1. A hat and reef-safe sunscreen
2. Clothes you do not mind getting wet, and a change for afterwards
3. Water shoes or sandals with a strap
4. A dry bag or zip-lock for your phone

Life jackets, paddles and a safety briefing are provided on every guided tour. Our [Kayaking through the Mangroves of Abu Dhabi](/activity/kayaking-through-the-mangroves-of-abu-dhabi) includes all of these, with a guide who knows the channels and where the herons like to feed.

## Not ready to sit down?

If you would rather stand, stand-up paddleboarding is a natural next step once you have found your balance. The sheltered lagoons of Al Zorah in Ajman are another calm place to try it: see [Stand-Up Paddleboarding in Al Zorah](/activity/stand-up-paddleboarding-in-al-zorah).

> Leave only ripples. Do not touch the roots, do not feed the wildlife, and bring back everything you took out with you.

A couple of hours in the mangroves is enough to change how you see the capital. It is not only a city of grand mosques and museums; it is also a coastline, and one of the greenest places in the country.`,
  },
  {
    slug: 'mountain-weekend-in-ras-al-khaimah',
    title: 'Cool Air and Big Views: A Mountain Weekend in Ras Al Khaimah',
    summary:
      'Jebel Jais, wadi hikes and a hilltop fort: how to spend two days in the UAE’s highest mountains, where the air is cooler and the views go on for ever.',
    theme: 'mountains',
    daysAgo: 33,
    views: 1536,
    content: `An hour north of Dubai, the coast gives way to the Hajar Mountains, and the temperature starts to fall with every bend in the road. Ras Al Khaimah has quietly become the UAE's weekend mountain escape, and two days is just enough to do it properly.

## Day one: Jebel Jais

The road up Jebel Jais, the country's highest mountain, is a destination in itself: smooth tarmac, switchbacks and viewpoints where you will want to stop every few minutes. Near the top the air is often noticeably cooler than on the coast, so bring a jacket even when Dubai is warm.

For the brave, the [Jebel Jais Zipline Flight](/activity/jebel-jais-zipline-flight) sends you flying face-first over the valleys on one of the longest ziplines in the world. For those who prefer to keep a hand on the rock, the [Via Ferrata on Jebel Jais](/activity/via-ferrata-on-jebel-jais) follows steel cables and ladders along the cliffs, with a guide and full safety kit. Neither needs climbing experience, but both need a head for heights.

Stay for sunset. As the light drops, the ridges turn blue and purple, layer after layer, all the way to the sea.

## Day two: a wadi and a fort

Start early in **Wadi Shawka**, where marked trails wind between acacia trees, boulders and small dams. The routes range from an easy hour to a proper half-day climb, and they are at their best in the cool of the morning. Our [Hiking in Wadi Shawka](/activity/hiking-in-wadi-shawka) trip pairs you with a guide who picks the right trail for your group.

In the afternoon, head to the coast for **Dhayah Fort**, a hilltop fort above palm groves, reached by a short, steep staircase. The view from the top takes in the date plantations, the mountains and the Gulf. The [Dhayah Fort Hike and Old Town Ras Al Khaimah](/activity/dhayah-fort-hike-and-old-town-ras-al-khaimah) adds the old town's lanes and its stories.

## Where to rest

After two active days, a slow evening is well earned. The resorts of Al Hamra have beaches, pools and spas; the [Hot Stone Massage and Pool Day in Al Hamra](/activity/hot-stone-massage-and-pool-day-in-al-hamra) is made for tired legs.

## Before you go

- The best season is October to April. In summer, hike only at dawn, if at all.
- Carry at least two litres of water per person on any trail.
- Wear shoes with grip: the rock is loose and sharp in places.
- Tell someone your route, and check the weather. Wadis can flood quickly after rain, even when the sky above you looks clear.

The mountains are close enough for a day trip, but they deserve a weekend. Go slowly, start early, and leave time to simply sit and look.`,
  },
  {
    slug: 'family-weekend-in-sharjah-beyond-the-malls',
    title: 'A Family Weekend in Sharjah Beyond the Malls',
    summary:
      'Sharks and shipwrecks, heritage lanes, a butterfly house and henna for the grown-ups: a two-day plan that keeps children busy and parents happy in the UAE’s cultural capital.',
    metaDescription:
      'Two days of family-friendly things to do in Sharjah: the aquarium and maritime museum, the Heart of Sharjah, Al Noor Island and evenings by Khalid Lagoon.',
    theme: 'underwater',
    daysAgo: 47,
    views: 733,
    content: `Ask parents in the UAE where they take the children at the weekend and the answer is often a mall. Sharjah, just next door to Dubai, has a better one: museums made for small hands, waterfront evenings and a heritage quarter where history feels close enough to touch.

## Saturday morning: sharks and shipwrecks

Start at the **Sharjah Aquarium** in Al Khan, where a walk-through tunnel puts rays and reef sharks right over your heads. Next door, the **Maritime Museum** tells the story of pearl diving, dhow building and the sea trade that made the coast what it is. Children love the boats; adults tend to linger over the pearl-diving tools. Our [Sharjah Aquarium and Maritime Museum Visit](/activity/sharjah-aquarium-and-maritime-museum-visit) covers both with one ticket.

Go early. The aquarium is at its quietest in the first hour after opening, and the little ones are at their most curious.

## Saturday afternoon: butterflies and a picnic

**Al Noor Island**, on Khalid Lagoon, is a small, beautifully kept park with sculptures, shaded paths and a butterfly house full of tropical species. It is calm and compact, which makes it a good afternoon stop for younger children. Bring a picnic and let them run.

## Sunday morning: the Heart of Sharjah

The restored old town, known as the Heart of Sharjah, is a quarter of coral-stone houses, shaded souks and small museums. It is walkable, quiet in the mornings and full of stories. A guided [Heart of Sharjah Heritage Walk](/activity/heart-of-sharjah-heritage-walk) keeps older children engaged with questions and small challenges along the way.

While the children explore, the grown-ups might slip away for the [Henna Art Workshop in the Heart of Sharjah](/activity/henna-art-workshop-in-the-heart-of-sharjah), a relaxed hour learning traditional patterns from an Emirati artist.

## Sunday evening: the lagoon

End the weekend on the water. Traditional abras cross Khalid Lagoon as the city lights come on, and the [Khalid Lagoon Abra Ride and Dinner](/activity/khalid-lagoon-abra-ride-and-dinner) is an easy, child-friendly way to finish.

## Tips for a smooth weekend

- Sharjah has a modest dress code in public places: cover shoulders and knees.
- Many museums close or open late on Friday mornings, so check the day's hours before you set out.
- Traffic on the Dubai to Sharjah road is heavy at peak times; travel mid-morning or late evening.
- Keep a bag with snacks, water and a change of clothes for the little ones.

Sharjah rewards families who slow down. Two days here and the children will be asking to come back, and not for the mall.`,
  },
  {
    slug: 'hot-air-balloon-ride-worth-it',
    title: 'Sunrise from a Basket: Is a Hot Air Balloon Ride Worth It?',
    summary:
      'A 4 am alarm, a silent hour above the dunes and breakfast in the desert. An honest look at what a balloon flight in the UAE is like, and who will love it.',
    theme: 'balloon',
    daysAgo: 62,
    views: 1872,
    content: `It is one of the most photographed experiences in the country, and one of the most expensive weekend plans on most people's list. So is a hot air balloon ride over the desert worth it? After many flights with our hosts and hundreds of guest reviews, our honest answer is: yes, if you know what you are signing up for.

## The early start

Balloons fly at dawn, when the air is calm and cool. That means a pick-up well before sunrise, often around 4 or 5 in the morning, and a drive into the desert in the dark. There is tea and coffee at the launch site while the crew fills the balloons with roaring burners, which is a show in itself.

## The flight

Then, suddenly, you are off the ground. There is no jolt, no engine noise, just a gentle rise and the burner's occasional blast. As the sun comes up, the dunes turn from grey to gold, and the shadows of the balloons stretch for hundreds of metres across the sand. You may see gazelles, oryx or camels below, and the city skyline on the horizon.

> Most guests say the same thing afterwards: they had not expected it to be so quiet.

Flights usually last around an hour. The pilot controls height, while the wind chooses the direction, so no two flights follow the same path.

## After landing

A recovery crew follows the balloon across the desert and meets you where it lands. Many flights include breakfast at a desert camp, and some add a falconry display or a short camel ride. The [Hot Air Balloon Ride over the Desert](/activity/hot-air-balloon-ride-over-the-desert) we list includes breakfast and hotel transfers.

## Who will love it

- Couples celebrating something, and anyone who likes photographs
- Early risers and first-time visitors to the desert
- Families with children old enough for the minimum age, which operators set for safety

## Who might not

- Anyone very uncomfortable with heights, although the basket is deep and the flight is gentle
- Light sleepers who will resent the alarm clock

## Good to know

1. Flights depend on the wind. If it is too strong, the operator cancels on the morning and offers another date or a refund.
2. Wear layers: the desert is cold before sunrise and warms quickly.
3. Wear flat, closed shoes, as landings can be bumpy.
4. Bring a camera with a strap, because there is nowhere to put it down.

If the price is more than you want to spend, the [Sunrise Camel Trek in the Al Marmoom Reserve](/activity/sunrise-camel-trek-in-the-al-marmoom-reserve) offers the same golden light at ground level, for a fraction of the cost.

For a special weekend, though, there are few better ways to see the desert than drifting silently above it, watching the sun come up over the dunes.`,
  },
];
