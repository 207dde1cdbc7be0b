/** Word lists the bulk catalogue composes titles and descriptions from, grouped by sub-category slug. */
export const bulkExperiences: readonly { noun: string; category: string; online?: boolean; verb: string }[] = [
  { noun: 'Desert Safari', category: 'desert-safari', verb: 'Drive into the dunes' },
  { noun: 'Dune Buggy Ride', category: 'desert-safari', verb: 'Race across the sand' },
  { noun: 'Camel Trek', category: 'desert-safari', verb: 'Ride through the desert' },
  { noun: 'Quad Bike Tour', category: 'desert-safari', verb: 'Ride over the red dunes' },
  { noun: 'Stargazing Camp', category: 'desert-safari', verb: 'Spend the night under the stars' },
  { noun: 'Kayak Tour', category: 'water-sports', verb: 'Paddle through calm water' },
  { noun: 'Jet Ski Ride', category: 'water-sports', verb: 'Speed along the coast' },
  { noun: 'Paddleboard Session', category: 'water-sports', verb: 'Glide across the lagoon' },
  { noun: 'Snorkelling Trip', category: 'water-sports', verb: 'Swim above the reef' },
  { noun: 'Fishing Trip', category: 'water-sports', verb: 'Cast a line at sea' },
  { noun: 'Balloon Flight', category: 'skydiving-flying', verb: 'Float above the desert' },
  { noun: 'Helicopter Tour', category: 'skydiving-flying', verb: 'Fly over the skyline' },
  { noun: 'Paramotor Flight', category: 'skydiving-flying', verb: 'Soar over the coast' },
  { noun: 'Zipline Adventure', category: 'mountains-hiking', verb: 'Fly down the mountain' },
  { noun: 'Mountain Hike', category: 'mountains-hiking', verb: 'Hike through the wadis' },
  { noun: 'Rock Climbing Session', category: 'mountains-hiking', verb: 'Climb the limestone walls' },
  { noun: 'Seafood Brunch', category: 'brunches', verb: 'Take a long lunch by the water' },
  { noun: 'Rooftop Brunch', category: 'brunches', verb: 'Brunch above the city' },
  { noun: 'Emirati Breakfast', category: 'brunches', verb: 'Share a traditional breakfast' },
  { noun: 'Cooking Class', category: 'cooking-classes', verb: 'Cook with a local chef' },
  { noun: 'Baking Workshop', category: 'cooking-classes', verb: 'Bake with a pastry chef' },
  { noun: 'Dhow Cruise', category: 'dinner-cruises', verb: 'Sail on a wooden dhow' },
  { noun: 'Yacht Dinner', category: 'dinner-cruises', verb: 'Dine on a private yacht' },
  { noun: 'Spa Day', category: 'spa-massage', verb: 'Unwind in the spa' },
  { noun: 'Hammam Ritual', category: 'spa-massage', verb: 'Steam, scrub and relax' },
  { noun: 'Massage', category: 'spa-massage', verb: 'Let the tension go' },
  { noun: 'Yoga Class', category: 'yoga-meditation', verb: 'Stretch and breathe' },
  { noun: 'Meditation Session', category: 'yoga-meditation', verb: 'Slow down and listen' },
  { noun: 'Pottery Workshop', category: 'workshops', verb: 'Shape clay on the wheel' },
  { noun: 'Calligraphy Class', category: 'workshops', verb: 'Write with a reed pen' },
  { noun: 'Painting Workshop', category: 'workshops', verb: 'Paint with a local artist' },
  { noun: 'Heritage Walk', category: 'heritage-tours', verb: 'Walk through the old quarter' },
  { noun: 'Souk Tour', category: 'heritage-tours', verb: 'Explore the souks' },
  { noun: 'Fort Visit', category: 'heritage-tours', verb: 'Climb the old watchtowers' },
  { noun: 'Water Park Day', category: 'theme-water-parks', verb: 'Splash down the slides' },
  { noun: 'Theme Park Ticket', category: 'theme-water-parks', verb: 'Ride the roller coasters' },
  { noun: 'Falconry Show', category: 'animal-encounters', verb: 'Meet the falcons' },
  { noun: 'Aquarium Visit', category: 'animal-encounters', verb: 'Walk under the sharks' },
  { noun: 'Online Arabic Class', category: 'online-classes', online: true, verb: 'Learn from your sofa' },
  { noun: 'Online Cooking Class', category: 'online-classes', online: true, verb: 'Cook along live' },
  { noun: 'Virtual Souk Tour', category: 'virtual-tours', online: true, verb: 'Tour the souks live' },
];

export const bulkAdjectives = ['Private', 'Sunset', 'Sunrise', 'Family', 'Luxury', 'Guided', 'Beginner', 'Evening', 'Weekend', 'Premium', 'Express', 'Ultimate', 'Classic', 'VIP', 'Morning', 'Small-Group'] as const;

export const bulkSuffixes = ['', '', '', ' with Hotel Transfers', ' for Two', ' with Lunch', ' with Dinner', ' and Photos', ' for Families', ' with Refreshments'] as const;

export const bulkSentences = [
  'A friendly, licensed guide looks after you from start to finish.',
  'Perfect for couples, friends and families looking for something new this weekend.',
  'All equipment is provided, and first-timers get a full briefing before setting off.',
  'Arrive early to enjoy Arabic coffee and dates while the team gets ready.',
  'Expect plenty of photo stops and stories about the history of the emirate.',
  'Groups are kept small so everyone gets personal attention.',
  'Soft drinks and water are included throughout the experience.',
  'The operator has run this experience for more than ten years.',
  'Sessions run in the cooler hours of the day between October and April.',
  'Comfortable clothes, sunscreen and a hat are recommended.',
] as const;

export const bulkIncluded = ['Licensed guide', 'All equipment', 'Soft drinks and water', 'Hotel pick-up and drop-off', 'Photos', 'Snacks', 'Entry tickets', 'Safety briefing'] as const;
export const bulkNotIncluded = ['Tips', 'Personal expenses', 'Transfers', 'Meals', 'Video package'] as const;
export const bulkOptionNames = ['Adult', 'Child (3-11 years)', 'Per person', 'Couple', 'Private group up to 6', 'Family of four'] as const;
export const bulkDurations = ['1 hour', '90 minutes', '2 hours', '3 hours', '4 hours', '6 hours', 'Full day'] as const;
