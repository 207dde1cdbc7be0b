/**
 * The demo catalogue in Arabic (Modern Standard Arabic, as UAE apps write it), beside the English content: the names
 * of the emirates and their areas in their usual Arabic spelling, the categories, each activity's title and
 * description, its price options, highlight, included and not-included rows, venue, and the areas' streets. Keyed by
 * the English name, title, slug or description; the seed fails on a demo entry without its Arabic (`arabicOf`), so a
 * new demo activity cannot be added in English only.
 */

/** Cities and areas, by their English name. */
export const placeNamesAr: Readonly<Record<string, string>> = {
  Dubai: 'دبي',
  'Abu Dhabi': 'أبوظبي',
  Sharjah: 'الشارقة',
  Ajman: 'عجمان',
  'Umm Al Quwain': 'أم القيوين',
  'Ras Al Khaimah': 'رأس الخيمة',
  Fujairah: 'الفجيرة',
  'Dubai Marina': 'دبي مارينا',
  'Downtown Dubai': 'وسط مدينة دبي',
  Jumeirah: 'جميرا',
  'Al Quoz': 'القوز',
  'Deira & Al Fahidi': 'ديرة والفهيدي',
  'Al Marmoom Desert': 'صحراء المرموم',
  'Saadiyat Island': 'جزيرة السعديات',
  'Yas Island': 'جزيرة ياس',
  Corniche: 'الكورنيش',
  'Eastern Mangroves': 'القرم الشرقي',
  'Al Ain': 'العين',
  Liwa: 'ليوا',
  'Al Majaz': 'المجاز',
  'Heart of Sharjah': 'قلب الشارقة',
  'Al Khan': 'الخان',
  Mleiha: 'مليحة',
  'Ajman Corniche': 'كورنيش عجمان',
  'Al Zorah': 'الزوراء',
  Masfout: 'مصفوت',
  'UAQ Old Town': 'البلدة القديمة في أم القيوين',
  'Al Sinniyah Island': 'جزيرة السينية',
  'Emirates Road Leisure Strip': 'المنطقة الترفيهية على شارع الإمارات',
  'Jebel Jais': 'جبل جيس',
  'Al Marjan Island': 'جزيرة المرجان',
  'Al Hamra': 'الحمراء',
  'Old Town & Dhayah': 'البلدة القديمة وضاية',
  'Al Aqah': 'العقة',
  Dibba: 'دبا',
  'Fujairah Corniche': 'كورنيش الفجيرة',
  'Al Bidyah': 'البدية',
};

export interface CategoryAr {
  name: string;
  metaDescription: string;
}

/** Categories, by slug. */
export const categoriesAr: Readonly<Record<string, CategoryAr>> = {
  adventure: {
    name: 'مغامرات',
    metaDescription:
      'تطعيس وجت سكي وتزلج على الحبال وقفز بالمظلات: احجز أفضل مغامرات عطلة نهاية الأسبوع في الإمارات السبع.',
  },
  'desert-safari': {
    name: 'رحلات السفاري',
    metaDescription: 'سفاري مسائية مع عشاء مشويات، ورحلات على الجمال عند الشروق، ومخيمات بدوية في صحراء الإمارات.',
  },
  'water-sports': {
    name: 'رياضات مائية',
    metaDescription: 'تجديف بالكاياك وركوب الأمواج وقوفاً والجت سكي والغطس في مياه الخليج العربي وخليج عُمان.',
  },
  'skydiving-flying': {
    name: 'القفز المظلي والطيران',
    metaDescription: 'قفز بالمظلات ورحلات بالمنطاد والطائرة المائية لرؤية الإمارات من السماء.',
  },
  'mountains-hiking': {
    name: 'الجبال والمشي',
    metaDescription: 'مسارات جبلية ووديان وتسلق في رأس الخيمة والفجيرة، لعطلة بعيدة عن المدينة.',
  },
  'food-drink': {
    name: 'الطعام والشراب',
    metaDescription: 'وجبات فطور متأخر ودروس طهي ورحلات عشاء بحرية في أنحاء الإمارات.',
  },
  brunches: {
    name: 'فطور متأخر',
    metaDescription: 'أشهى وجبات الفطور المتأخر في عطلة نهاية الأسبوع، من النخلة إلى جزيرة ياس.',
  },
  'cooking-classes': {
    name: 'دروس الطهي',
    metaDescription: 'تعلّم الطبخ الإماراتي والحلويات العربية وأطباق الشارع مع طهاة محليين.',
  },
  'dinner-cruises': {
    name: 'رحلات العشاء البحرية',
    metaDescription: 'عشاء على متن مركب شراعي أو يخت في خور دبي ومارينا وكورنيش أبوظبي.',
  },
  wellness: {
    name: 'العافية',
    metaDescription: 'منتجعات صحية وتدليك ويوغا وتأمل لعطلة هادئة تستعيد فيها نشاطك.',
  },
  'spa-massage': {
    name: 'السبا والتدليك',
    metaDescription: 'حمام مغربي وتدليك بالحجارة الساخنة وأيام سبا للأزواج في أجمل منتجعات الإمارات.',
  },
  'yoga-meditation': {
    name: 'اليوغا والتأمل',
    metaDescription: 'يوغا على الشاطئ عند الشروق وفي الصحراء عند الغروب، وجلسات تأمل بالصوت.',
  },
  'culture-arts': {
    name: 'الثقافة والفنون',
    metaDescription: 'ورش الخط العربي والفخار والسدو، وجولات في المتاحف والأحياء التراثية.',
  },
  workshops: {
    name: 'ورش العمل',
    metaDescription: 'ورش فنية وحرفية مع فنانين وحرفيين إماراتيين في دبي والشارقة.',
  },
  'heritage-tours': {
    name: 'جولات تراثية',
    metaDescription: 'جولات في الأسواق القديمة والحصون والواحات لاكتشاف تاريخ الإمارات.',
  },
  'family-kids': {
    name: 'العائلة والأطفال',
    metaDescription: 'مدن ملاهٍ وحدائق مائية ولقاءات مع الحيوانات: عطلات تناسب العائلة كلها.',
  },
  'theme-water-parks': {
    name: 'المدن الترفيهية والحدائق المائية',
    metaDescription: 'يوم كامل من المرح في المدن الترفيهية والحدائق المائية في الإمارات.',
  },
  'animal-encounters': {
    name: 'لقاءات مع الحيوانات',
    metaDescription: 'الصقارة ومزارع الإبل وحدائق الحيوان: تجارب قريبة من الحياة البرية.',
  },
  'online-experiences': {
    name: 'تجارب عبر الإنترنت',
    metaDescription: 'دروس وجولات مباشرة عبر الإنترنت مع مضيفين من الإمارات، من أي مكان.',
  },
  'online-classes': {
    name: 'دروس عبر الإنترنت',
    metaDescription: 'تعلّم العربية والطهي والخط العربي في دروس مباشرة عبر الإنترنت.',
  },
  'virtual-tours': {
    name: 'جولات افتراضية',
    metaDescription: 'اكتشف دبي القديمة مع مرشد محلي دون أن تغادر منزلك.',
  },
  'weekend-pass': {
    name: 'باقة عطلة نهاية الأسبوع',
    metaDescription: 'عدة تجارب في باقة واحدة وبسعر واحد، تستخدمها في عطلات نهاية الأسبوع التي تناسبك.',
  },
};

export interface ActivityAr {
  title: string;
  /** Description paragraphs. */
  about: readonly string[];
}

/** Activities, by their English title. */
export const activitiesAr: Readonly<Record<string, ActivityAr>> = {
  'Desert Safari with BBQ Dinner': {
    title: 'سفاري الصحراء مع عشاء المشويات',
    about: [
      'انطلق بسيارة دفع رباعي نحو الكثبان الحمراء في لهباب لساعة من التطعيس، وتوقف على قمة كثيب لالتقاط الصور مع غروب الشمس.',
      'يتواصل المساء في مخيم بدوي مضاء بالفوانيس، مع التزلج على الرمال وركوب الجمال ونقش الحناء، ثم عشاء مشويات وعروض التنورة والنار تحت النجوم.',
    ],
  },
  'Morning Dune Bashing and Sandboarding': {
    title: 'تطعيس صباحي وتزلج على الرمال',
    about: [
      'ابدأ يومك باكراً والرمال باردة والضوء هادئ، واستمتع بأربعين دقيقة من التطعيس بين الكثبان العالية قرب طريق القدرة.',
      'بعدها تتعلم التزلج على الرمال على أفضل المنحدرات، ثم تستريح في الظل مع القهوة العربية والتمر قبل العودة إلى المدينة.',
    ],
  },
  'Overnight Bedouin Camp under the Stars': {
    title: 'ليلة في مخيم بدوي تحت النجوم',
    about: [
      'اقضِ ليلة كاملة في قلب الصحراء: عشاء تقليدي حول النار، وسماء صافية مليئة بالنجوم، وخيمة مريحة للنوم.',
      'تستيقظ على شروق الشمس فوق الكثبان، وتتناول فطوراً عربياً قبل رحلة العودة.',
    ],
  },
  'Liwa Oasis Dune Drive and Sunset': {
    title: 'رحلة كثبان واحة ليوا والغروب',
    about: [
      'تقع ليوا على أطراف الربع الخالي، وفيها بعض أعلى الكثبان الرملية في العالم. ينطلق بك سائق خبير بين الكثبان وواحات النخيل.',
      'تنتهي الرحلة على قمة كثيب لمشاهدة الغروب مع القهوة العربية والتمر.',
    ],
  },
  'Sunrise Camel Trek in the Al Marmoom Reserve': {
    title: 'رحلة على الجمال عند الشروق في محمية المرموم',
    about: [
      'امشِ على ظهر جمل بين كثبان محمية المرموم مع أول ضوء للنهار، برفقة مرشد يروي لك حكايات الصحراء وحياة البدو.',
      'تختتم الرحلة بفطور بسيط في المخيم مع الحليب والقهوة والتمر.',
    ],
  },
  'Kayaking through the Mangroves of Abu Dhabi': {
    title: 'تجديف بالكاياك بين أشجار القرم في أبوظبي',
    about: [
      'جدّف في الممرات المائية الهادئة بين أشجار القرم في أبوظبي، حيث تعيش طيور مالك الحزين والسلاحف الصغيرة.',
      'يرافقك مرشد يشرح لك أهمية هذه الغابات للبيئة الساحلية، والرحلة مناسبة للمبتدئين.',
    ],
  },
  'Jet Ski Tour past the Burj Al Arab': {
    title: 'جولة بالجت سكي أمام برج العرب',
    about: [
      'انطلق بالجت سكي من مرسى دبي مع مرشد، وتوقف لالتقاط الصور أمام برج العرب وأتلانتس ونخلة جميرا.',
      'تشمل الجولة معدات السلامة وشرحاً قصيراً قبل الانطلاق، ولا تحتاج إلى خبرة سابقة.',
    ],
  },
  'Snorkelling Trip to Snoopy Island': {
    title: 'رحلة غطس إلى جزيرة سنوبي',
    about: [
      'اسبح في المياه الصافية حول جزيرة سنوبي في الفجيرة، بين الشعاب المرجانية والأسماك الملونة والسلاحف البحرية.',
      'نوفر لك القناع والزعانف وسترة النجاة، ومرشداً يرافقك في الماء.',
    ],
  },
  'Stand-Up Paddleboarding in Al Zorah': {
    title: 'التجديف وقوفاً في الزوراء',
    about: [
      'تعلّم التجديف وقوفاً على الألواح في بحيرات الزوراء الهادئة في عجمان، بين أشجار القرم والطيور المهاجرة.',
      'درس قصير على الشاطئ ثم جولة مع مدرب، وهي تجربة مناسبة للمبتدئين والعائلات.',
    ],
  },
  'Flyboarding Session at Dubai Marina': {
    title: 'جلسة فلاي بورد في دبي مارينا',
    about: [
      'ارتفع فوق الماء بقوة نفاثات الماء تحت قدميك، مع إطلالة على أبراج دبي مارينا.',
      'يشرح لك المدرب الأساسيات ويبقى معك طوال الجلسة حتى تقف في الهواء بثقة.',
    ],
  },
  'Dibba Dhow Trip with Snorkelling': {
    title: 'رحلة بالمركب الشراعي في دبا مع الغطس',
    about: [
      'أبحر على متن مركب تقليدي على طول سواحل دبا والجبال المطلة على البحر، وتوقف في خلجان هادئة للسباحة والغطس.',
      'يشمل اليوم غداءً على متن المركب ومشروبات خفيفة ومعدات الغطس.',
    ],
  },
  'Kitesurfing Lesson in Umm Al Quwain': {
    title: 'درس ركوب الأمواج بالطائرة الورقية في أم القيوين',
    about: [
      'تتمتع أم القيوين بمياه ضحلة ورياح منتظمة، ما يجعلها مكاناً مثالياً لتعلّم ركوب الأمواج بالطائرة الورقية.',
      'يعلّمك مدرب معتمد التحكم في الطائرة على الشاطئ قبل أن تنطلق إلى الماء، وجميع المعدات متوفرة.',
    ],
  },
  'Hot Air Balloon Ride over the Desert': {
    title: 'رحلة بالمنطاد فوق الصحراء',
    about: [
      'حلّق بالمنطاد فوق الكثبان مع شروق الشمس، وشاهد الغزلان والجمال من الأعلى في صمت الصحراء.',
      'بعد الهبوط تتناول فطوراً في المخيم، وتحصل على شهادة الطيران.',
    ],
  },
  'Tandem Skydive over the Palm': {
    title: 'قفزة مظلية مزدوجة فوق النخلة',
    about: [
      'اقفز من ارتفاع ثلاثة عشر ألف قدم مع مدرب محترف، وشاهد نخلة جميرا وساحل دبي خلال سقوط حر يخطف الأنفاس.',
      'تشمل التجربة التدريب والمعدات، ويمكنك إضافة الصور والفيديو.',
    ],
  },
  'Seaplane Flight over Dubai': {
    title: 'رحلة بالطائرة المائية فوق دبي',
    about: [
      'تقلع الطائرة من الماء وتحلّق فوق برج خليفة ونخلة جميرا وجزر العالم في رحلة لا تُنسى.',
      'مقعد بجانب النافذة لكل راكب، وشرح مباشر من الطيار عن معالم المدينة.',
    ],
  },
  'Gyrocopter Flight over Ras Al Khaimah': {
    title: 'رحلة بالجيروكوبتر فوق رأس الخيمة',
    about: [
      'اجلس خلف الطيار في طائرة مفتوحة صغيرة، وحلّق فوق جزيرة المرجان والشواطئ وأشجار القرم في رأس الخيمة.',
      'رحلة هادئة ومنخفضة تتيح لك رؤية تفاصيل الساحل من قرب.',
    ],
  },
  'Jebel Jais Zipline Flight': {
    title: 'التزلج على الحبال في جبل جيس',
    about: [
      'انطلق على أطول حبل انزلاق في العالم فوق قمم جبل جيس وبسرعة قد تتجاوز مئة وخمسين كيلومتراً في الساعة.',
      'تجربة مليئة بالإثارة مع إطلالات خلابة على جبال الحجر.',
    ],
  },
  'Hiking in Wadi Shawka': {
    title: 'المشي في وادي شوكة',
    about: [
      'امشِ بين صخور وادي شوكة وبركه المائية وأشجار السدر، في مسار مناسب للمبتدئين برفقة مرشد محلي.',
      'تستغرق الرحلة نحو ثلاث ساعات، وتنتهي باستراحة مع القهوة والتمر.',
    ],
  },
  'Via Ferrata on Jebel Jais': {
    title: 'مسار فيا فيراتا في جبل جيس',
    about: [
      'تسلّق منحدرات جبل جيس على مسار مجهز بالحبال والسلالم والجسور المعلقة، مع مرشد وحزام أمان طوال الطريق.',
      'مغامرة جبلية تجمع بين المشي والتسلق وإطلالات مذهلة.',
    ],
  },
  'Arabic Calligraphy Workshop': {
    title: 'ورشة الخط العربي',
    about: [
      'تعرّف على أساسيات الخط العربي مع خطاط محترف، وتعلّم كتابة الحروف بالقلم والحبر.',
      'تأخذ معك في نهاية الورشة لوحة صغيرة تحمل اسمك بخط يدك.',
    ],
  },
  'Pottery Wheel Class in Alserkal Avenue': {
    title: 'درس الفخار على الدولاب في السركال أفنيو',
    about: [
      'اصنع أول قطعة فخار لك على الدولاب في استوديو هادئ في السركال أفنيو، مع خطوات واضحة من فنان خزاف.',
      'تُحرق القطع وتُلوَّن، ويمكنك استلامها بعد أسبوعين.',
    ],
  },
  'Sadu Weaving Workshop with Emirati Artisans': {
    title: 'ورشة نسيج السدو مع حرفيات إماراتيات',
    about: [
      'تعلّم حرفة السدو التقليدية، المدرجة في قائمة التراث غير المادي، على يد حرفيات إماراتيات.',
      'تنسج قطعة صغيرة بنفسك وتستمع إلى قصص هذه الحرفة ودورها في حياة البادية.',
    ],
  },
  'Henna Art Workshop in the Heart of Sharjah': {
    title: 'ورشة نقش الحناء في قلب الشارقة',
    about: [
      'تعلّم نقش الحناء بالأنماط الإماراتية والخليجية في بيت تراثي في قلب الشارقة.',
      'تشمل الورشة أدوات النقش والحناء الطبيعية، وضيافة عربية.',
    ],
  },
  'Old Dubai Walking Tour with Abra Ride and Souks': {
    title: 'جولة مشي في دبي القديمة مع العبرة والأسواق',
    about: [
      'تجوّل في أزقة حي الفهيدي التاريخي، واعبر خور دبي بالعبرة التقليدية إلى سوق الذهب وسوق التوابل في ديرة.',
      'يروي لك المرشد قصة دبي من قرية لصيد اللؤلؤ إلى مدينة عالمية.',
    ],
  },
  'Heart of Sharjah Heritage Walk': {
    title: 'جولة تراثية في قلب الشارقة',
    about: [
      'اكتشف البيوت المرممة والأسواق المسقوفة والمتاحف الصغيرة في قلب الشارقة، أحد أكبر مشاريع الترميم التراثي في المنطقة.',
      'جولة هادئة سيراً على الأقدام مع مرشد محلي واستراحة للقهوة العربية.',
    ],
  },
  'Al Ain Oasis and Jahili Fort Tour': {
    title: 'جولة واحة العين وقلعة الجاهلي',
    about: [
      'امشِ في ظلال النخيل في واحة العين المدرجة في قائمة التراث العالمي، وتعرّف على نظام الأفلاج القديم للري.',
      'ثم زر قلعة الجاهلي التاريخية ومعرضها عن الرحالة البريطاني ويلفرد ثيسيجر.',
    ],
  },
  'Fujairah Fort and Al Bidyah Mosque Tour': {
    title: 'جولة قلعة الفجيرة ومسجد البدية',
    about: [
      'زر قلعة الفجيرة، من أقدم القلاع في الإمارات، ثم مسجد البدية، أقدم مسجد قائم في الدولة.',
      'يرافقك مرشد يشرح تاريخ الساحل الشرقي وتجارته مع الموانئ البعيدة.',
    ],
  },
  'Louvre Abu Dhabi Guided Tour': {
    title: 'جولة مع مرشد في متحف اللوفر أبوظبي',
    about: [
      'اكتشف روائع متحف اللوفر أبوظبي مع مرشد يربط بين حضارات العالم عبر قطع مختارة.',
      'وتحت القبة الشهيرة، شاهد "شعاع النور" يتسلل عبر آلاف النجوم المعدنية.',
    ],
  },
  'Dhayah Fort Hike and Old Town Ras Al Khaimah': {
    title: 'صعود قلعة ضاية وجولة في البلدة القديمة برأس الخيمة',
    about: [
      'اصعد الدرج إلى قلعة ضاية، القلعة الوحيدة على قمة تل في الإمارات، واستمتع بإطلالة على النخيل والجبال والبحر.',
      'ثم تجوّل في البلدة القديمة لرأس الخيمة ومتحفها الوطني.',
    ],
  },
  'Theme Park Day on Yas Island': {
    title: 'يوم في مدينة ملاهٍ على جزيرة ياس',
    about: [
      'يوم كامل من الألعاب والعروض في إحدى مدن الملاهي على جزيرة ياس، مع ألعاب للأطفال وأخرى لعشاق الإثارة.',
      'تذكرة ليوم واحد تشمل الدخول إلى جميع الألعاب.',
    ],
  },
  'Water Park Day in Umm Al Quwain': {
    title: 'يوم في الحديقة المائية في أم القيوين',
    about: [
      'منزلقات مائية ونهر هادئ ومسابح أمواج في حديقة مائية تناسب العائلة على شارع الإمارات.',
      'مكان مثالي لقضاء يوم ممتع مع الأطفال بعيداً عن الزحام.',
    ],
  },
  'Sharjah Aquarium and Maritime Museum Visit': {
    title: 'زيارة أكواريوم الشارقة ومتحف الشارقة البحري',
    about: [
      'شاهد أسماك القرش والشفنين والسلاحف في أكواريوم الشارقة، واكتشف حياة الخليج تحت الماء.',
      'ثم زر المتحف البحري لتتعرف على الغوص على اللؤلؤ وبناء السفن التقليدية.',
    ],
  },
  'Falconry Experience in the Desert': {
    title: 'تجربة الصقارة في الصحراء',
    about: [
      'تعرّف على الصقارة، رياضة الأجداد في الإمارات، مع صقار يشرح لك كيفية تدريب الصقور.',
      'احمل صقراً على يدك، وشاهد عرض طيران مذهلاً فوق الكثبان.',
    ],
  },
  'Camel Farm Visit and Feeding in Al Ain': {
    title: 'زيارة مزرعة إبل وإطعامها في العين',
    about: [
      'زر مزرعة إبل في العين، وأطعم صغار الإبل، وتعرّف على مكانة الجمل في حياة أهل الإمارات.',
      'تذوق حليب الإبل والتمر في ضيافة أصحاب المزرعة.',
    ],
  },
  'Zoo Animal Encounter in Abu Dhabi': {
    title: 'لقاء مع الحيوانات في حديقة حيوان أبوظبي',
    about: [
      'اقترب من الزرافات وأطعمها، وتعرّف على حيوانات الصحراء العربية مع أحد حراس الحديقة.',
      'تجربة تعليمية ممتعة تناسب الأطفال والكبار.',
    ],
  },
  'Family Bike Ride along Ajman Corniche': {
    title: 'جولة عائلية بالدراجات على كورنيش عجمان',
    about: [
      'استأجر دراجات للعائلة كلها وانطلق على طول كورنيش عجمان مع نسيم البحر.',
      'مسار مستوٍ وآمن، مع خوذات ودراجات للأطفال.',
    ],
  },
  'Sunset Dhow Cruise in Dubai Marina': {
    title: 'رحلة بالمركب الشراعي عند الغروب في دبي مارينا',
    about: [
      'أبحر في دبي مارينا على متن مركب خشبي تقليدي مع غروب الشمس وأضواء الأبراج تتلألأ حولك.',
      'تشمل الرحلة مشروبات خفيفة ووجبات صغيرة وموسيقى هادئة.',
    ],
  },
  'Dhow Dinner Cruise on Dubai Creek': {
    title: 'رحلة عشاء بالمركب الشراعي في خور دبي',
    about: [
      'تناول عشاءً من البوفيه العالمي على متن مركب شراعي يبحر في خور دبي، بين ديرة وبر دبي.',
      'تصاحب الرحلة عروض التنورة وإطلالات على المدينة القديمة ليلاً.',
    ],
  },
  'Abu Dhabi Corniche Yacht Dinner Cruise': {
    title: 'رحلة عشاء على يخت في كورنيش أبوظبي',
    about: [
      'عشاء فاخر على متن يخت يبحر على طول كورنيش أبوظبي مع إطلالة على أفق العاصمة.',
      'أجواء هادئة تناسب الاحتفال بالمناسبات الخاصة.',
    ],
  },
  'Khalid Lagoon Abra Ride and Dinner': {
    title: 'جولة بالعبرة في بحيرة خالد مع العشاء',
    about: [
      'اركب العبرة في بحيرة خالد في الشارقة وشاهد النافورة والأضواء على الواجهة المائية.',
      'ثم تناول العشاء في مطعم على ضفاف البحيرة.',
    ],
  },
  'Friday Seafood Brunch on Palm Jumeirah': {
    title: 'فطور متأخر بالمأكولات البحرية يوم الجمعة على نخلة جميرا',
    about: [
      'محطات للمأكولات البحرية الطازجة والمشويات والحلويات في فطور متأخر على شاطئ نخلة جميرا.',
      'موسيقى حية وإطلالة على البحر وأنشطة للأطفال.',
    ],
  },
  'Emirati Breakfast in Al Fahidi Historical District': {
    title: 'فطور إماراتي في حي الفهيدي التاريخي',
    about: [
      'تذوق الفطور الإماراتي التقليدي من البلاليط والخبيص والرقاق والجبن في بيت تراثي في حي الفهيدي.',
      'يشرح لك المضيف أصول كل طبق وعادات الضيافة الإماراتية.',
    ],
  },
  'Rooftop Saturday Brunch with Downtown Views': {
    title: 'فطور متأخر يوم السبت على سطح مطل على وسط مدينة دبي',
    about: [
      'فطور متأخر على سطح مطل على برج خليفة، مع أطباق عالمية تُقدَّم إلى طاولتك.',
      'أجواء مريحة وموسيقى من منسق أغانٍ حتى العصر.',
    ],
  },
  'Family Brunch at Yas Bay Waterfront': {
    title: 'فطور متأخر عائلي على الواجهة البحرية لخليج ياس',
    about: [
      'فطور متأخر للعائلة على الواجهة البحرية في خليج ياس، مع قائمة خاصة للأطفال وركن للألعاب.',
      'إطلالة على البحر وجلسات داخلية وخارجية.',
    ],
  },
  'Emirati Cooking Class with Lunch': {
    title: 'درس طبخ إماراتي مع الغداء',
    about: [
      'تعلّم إعداد المجبوس والهريس واللقيمات مع طاهية إماراتية، ثم تناول ما طبخته على الغداء.',
      'تحصل على وصفات الأطباق لتعيد تحضيرها في المنزل.',
    ],
  },
  'Arabic Sweets and Luqaimat Workshop': {
    title: 'ورشة الحلويات العربية واللقيمات',
    about: [
      'اصنع اللقيمات المقرمشة بدبس التمر، وتعلّم أسرار الحلويات العربية من الكنافة إلى المعمول.',
      'ورشة ممتعة للكبار والأطفال تنتهي بجلسة قهوة وحلويات.',
    ],
  },
  'Indian Street Food Cooking Class': {
    title: 'درس طبخ أكلات الشارع الهندية',
    about: [
      'حضّر الساموسا والباني بوري والشاي بالحليب مع طاهٍ هندي في مطبخ مجهز.',
      'تتعرف على البهارات واستخداماتها، وتتناول ما أعددته في نهاية الدرس.',
    ],
  },
  'Online Arabic for Beginners: Weekend Crash Course': {
    title: 'العربية للمبتدئين عبر الإنترنت: دورة مكثفة في عطلة نهاية الأسبوع',
    about: [
      'تعلّم الحروف العربية والتحيات والعبارات اليومية في دورة مباشرة عبر الإنترنت مع معلم من الإمارات.',
      'مجموعات صغيرة وتمارين عملية ومواد تحتفظ بها بعد الدورة.',
    ],
  },
  'Virtual Tour of Old Dubai with a Local Guide': {
    title: 'جولة افتراضية في دبي القديمة مع مرشد محلي',
    about: [
      'تجوّل مع مرشد محلي في حي الفهيدي والأسواق وخور دبي عبر بث مباشر، واطرح أسئلتك في أي وقت.',
      'طريقة ممتعة للتعرف على دبي قبل زيارتها.',
    ],
  },
  'Live Online Emirati Cooking Class': {
    title: 'درس طبخ إماراتي مباشر عبر الإنترنت',
    about: [
      'اطبخ طبقاً إماراتياً تقليدياً من مطبخك مع طاهية إماراتية خطوة بخطوة عبر بث مباشر.',
      'تصلك قائمة المكونات قبل الدرس بأيام.',
    ],
  },
  'Online Calligraphy Masterclass': {
    title: 'درس متقدم في الخط العربي عبر الإنترنت',
    about: [
      'تعلّم خط الثلث أو الديواني مع خطاط محترف في درس مباشر عبر الإنترنت.',
      'يقيّم الخطاط تمارينك ويقدم لك ملاحظات شخصية.',
    ],
  },
  'Guided Online Meditation for Two': {
    title: 'جلسة تأمل موجهة عبر الإنترنت لشخصين',
    about: [
      'جلسة تأمل هادئة لشخصين مع مدرب معتمد، من راحة منزلكما.',
      'تمارين تنفس واسترخاء تساعدكما على بداية عطلة هادئة.',
    ],
  },
  'Weekends Pass: Dubai Adventure Bundle': {
    title: 'باقة Weekends: مغامرات دبي',
    about: [
      'باقة تجمع أشهر مغامرات دبي بسعر واحد: الصحراء والبحر والسماء.',
      'استخدم القسائم في عطلات نهاية الأسبوع التي تناسبك خلال فترة الصلاحية.',
    ],
  },
  'Weekends Pass: Abu Dhabi Culture and Coast': {
    title: 'باقة Weekends: ثقافة أبوظبي وساحلها',
    about: [
      'المتاحف صباحاً وأشجار القرم بعد الظهر والواجهة البحرية مساءً: العاصمة بإيقاع هادئ في باقة واحدة.',
      'مناسبة للأزواج والعائلات، مع قسائم صالحة لأسابيع.',
    ],
  },
  'Moroccan Hammam Ritual': {
    title: 'طقوس الحمام المغربي',
    about: [
      'استرخِ في حمام مغربي تقليدي بالبخار والصابون الأسود والتقشير بالليفة، ثم قناع من الطين.',
      'تختتم الجلسة بالشاي المغربي في صالة الاسترخاء.',
    ],
  },
  'Couples Spa Day on Saadiyat Island': {
    title: 'يوم سبا للأزواج في جزيرة السعديات',
    about: [
      'تدليك لشخصين في غرفة خاصة، ثم يوم كامل على الشاطئ والمسبح في منتجع على جزيرة السعديات.',
      'تشمل التجربة غداءً خفيفاً ومشروبات منعشة.',
    ],
  },
  'Hot Stone Massage and Pool Day in Al Hamra': {
    title: 'تدليك بالحجارة الساخنة ويوم في المسبح في الحمراء',
    about: [
      'تدليك بالحجارة الساخنة يزيل التوتر من العضلات، في منتجع مطل على البحر في الحمراء.',
      'ثم استمتع بالمسبح والشاطئ حتى المساء.',
    ],
  },
  'Floatation Therapy Session in Al Quoz': {
    title: 'جلسة علاج بالطفو في القوز',
    about: [
      'اطفُ بلا جهد في ماء مشبع بملح إبسوم داخل حجرة هادئة، بعيداً عن الضوء والصوت.',
      'ساعة من الاسترخاء العميق تريح الجسم والعقل.',
    ],
  },
  'Sunrise Beach Yoga on Kite Beach': {
    title: 'يوغا على الشاطئ عند الشروق في كايت بيتش',
    about: [
      'ابدأ عطلتك بجلسة يوغا على رمال كايت بيتش مع شروق الشمس وصوت الأمواج.',
      'مناسبة لجميع المستويات، والحصائر متوفرة.',
    ],
  },
  'Sound Bath Meditation in Alserkal Avenue': {
    title: 'تأمل بالحمام الصوتي في السركال أفنيو',
    about: [
      'استلقِ واستمع إلى أصوات الأوعية التبتية والأجراس في جلسة تأمل هادئة في السركال أفنيو.',
      'تجربة تساعد على النوم العميق وتخفيف التوتر.',
    ],
  },
  'Desert Yoga Retreat at Sunset': {
    title: 'خلوة يوغا في الصحراء عند الغروب',
    about: [
      'جلسة يوغا على الكثبان مع غروب الشمس، يليها تأمل هادئ وعشاء صحي في المخيم.',
      'ابتعد عن صخب المدينة واستعد هدوءك في قلب الصحراء.',
    ],
  },
};

/** The activities' price options, by their English description (several activities share one). */
export const priceOptionsAr: Readonly<Record<string, string>> = {
  Adult: 'بالغ',
  'Child (3-11 years)': 'طفل (3-11 سنة)',
  'Private 4x4 for up to 6 guests': 'سيارة دفع رباعي خاصة لستة ضيوف كحد أقصى',
  'Adult, shared tent': 'بالغ، خيمة مشتركة',
  'Private tent for two': 'خيمة خاصة لشخصين',
  'Private 4x4 for up to 4 guests': 'سيارة دفع رباعي خاصة لأربعة ضيوف كحد أقصى',
  'Child (6-11 years)': 'طفل (6-11 سنة)',
  'Single kayak': 'قارب كاياك فردي',
  'Double kayak (2 people)': 'قارب كاياك مزدوج (شخصان)',
  'Single rider, 60 minutes': 'راكب واحد، 60 دقيقة',
  'Two riders on one jet ski, 60 minutes': 'راكبان على دراجة مائية واحدة، 60 دقيقة',
  'Child (8-11 years)': 'طفل (8-11 سنة)',
  'Board rental with guide': 'استئجار لوح مع مرشد',
  'Flyboard session, 20 minutes in the water': 'جلسة فلاي بورد، 20 دقيقة في الماء',
  'Beginner lesson, 3 hours': 'درس للمبتدئين، 3 ساعات',
  'Private lesson, 3 hours': 'درس خاص، 3 ساعات',
  'Adult, shared basket': 'بالغ، سلة مشتركة',
  'Child (5-11 years)': 'طفل (5-11 سنة)',
  'Premium flight with falconry breakfast': 'رحلة مميزة مع فطور وعرض للصقور',
  'Tandem skydive from 13,000 feet': 'قفزة مزدوجة بالمظلة من ارتفاع 13,000 قدم',
  'Adult, 40-minute flight': 'بالغ، رحلة 40 دقيقة',
  'Child (2-11 years)': 'طفل (2-11 سنة)',
  '20-minute flight': 'رحلة 20 دقيقة',
  '40-minute flight': 'رحلة 40 دقيقة',
  'Jais Flight, per person': 'جيس فلايت، للشخص',
  'Guided group hike': 'رحلة مشي جماعية مع مرشد',
  'Guided hike with transport from Dubai': 'رحلة مشي مع مرشد والنقل من دبي',
  'Via ferrata with guide': 'مسار فيا فيراتا مع مرشد',
  'Child (4-11 years)': 'طفل (4-11 سنة)',
  'Per person, four-course dinner': 'للشخص، عشاء من أربعة أطباق',
  'Table for four, four-course dinner': 'طاولة لأربعة، عشاء من أربعة أطباق',
  'Per person': 'للشخص',
  'Soft drinks package': 'باقة المشروبات الغازية',
  'Child (6-12 years)': 'طفل (6-12 سنة)',
  'Child (under 12)': 'طفل (دون 12 سنة)',
  'House beverages package': 'باقة مشروبات المطعم',
  'Child (4-12 years)': 'طفل (4-12 سنة)',
  'Parent and child': 'أحد الوالدين مع طفل',
  'Hammam ritual, 60 minutes': 'طقوس الحمام المغربي، 60 دقيقة',
  'Hammam and 30-minute massage': 'حمام مغربي وتدليك 30 دقيقة',
  'Couple, 60-minute massage each': 'للزوجين، تدليك 60 دقيقة لكل منهما',
  '60-minute float': 'جلسة طفو 60 دقيقة',
  'Single class': 'حصة واحدة',
  'Four-class pass': 'اشتراك أربع حصص',
  'Per person, with transfers': 'للشخص، مع التنقلات',
  'Per person, all materials': 'للشخص، مع جميع المواد',
  'Two people sharing a wheel': 'شخصان على عجلة فخار واحدة',
  'Per person, with transport from Abu Dhabi': 'للشخص، مع النقل من أبوظبي',
  'Private tour for up to 4 guests': 'جولة خاصة لأربعة ضيوف كحد أقصى',
  'Adult, with museum ticket': 'بالغ، مع تذكرة المتحف',
  'Child (13-17 years)': 'يافع (13-17 سنة)',
  'Adult day ticket': 'تذكرة يومية للبالغين',
  'Child day ticket (under 1.1 m)': 'تذكرة يومية للأطفال (أقل من 1.1 م)',
  'Family of four': 'عائلة من أربعة أفراد',
  'General admission': 'دخول عام',
  'Child (under 1.2 m)': 'طفل (أقل من 1.2 م)',
  'Adult, with guided tour': 'بالغ، مع جولة بصحبة مرشد',
  'Child (3-12 years), with guided tour': 'طفل (3-12 سنة)، مع جولة بصحبة مرشد',
  'Family ticket (2 adults, 2 children)': 'تذكرة عائلية (بالغان وطفلان)',
  'Child (3-12 years)': 'طفل (3-12 سنة)',
  'Adult bike': 'دراجة للبالغين',
  'Child bike with helmet': 'دراجة للأطفال مع خوذة',
  'One live class': 'حصة مباشرة واحدة',
  'Two-weekend course (4 classes)': 'دورة على عطلتين (4 حصص)',
  'One screen': 'شاشة واحدة',
  'One kitchen': 'مطبخ واحد',
  'Class with spice box delivered (UAE only)': 'حصة مع توصيل صندوق التوابل (داخل الإمارات فقط)',
  'Couple session': 'جلسة للزوجين',
  'Pass for one person': 'تذكرة لشخص واحد',
  'Pass for two people': 'تذكرة لشخصين',
};

/**
 * The highlights, by their English. Brand and landmark names are written as UAE sites write them in Arabic.
 */
export const highlightsAr: Readonly<Record<string, string>> = {
  'Dune bashing over the red dunes of Lahbab, a sunset photo stop and a BBQ dinner with live tanoura and fire shows.':
    'تطعيس فوق الكثبان الحمراء في لهباب، ووقفة لالتقاط الصور عند الغروب، وعشاء مشويات مع عروض حية للتنورة والنار.',
  'The desert at its quietest, with soft morning light for photographs.':
    'الصحراء في أهدأ أوقاتها، مع ضوء الصباح الناعم للتصوير.',
  'Stargazing with telescopes in one of the darkest skies near the coast.':
    'رصد النجوم بالتلسكوبات تحت واحدة من أشد السماوات ظلمةً قرب الساحل.',
  'A private drive at the edge of the Rub’ al Khali, with sunset at Moreeb Dune.':
    'رحلة خاصة على أطراف الربع الخالي، مع مشاهدة الغروب من تل مرعب.',
  'Calm water, herons and flamingos a few minutes from the city.':
    'مياه هادئة وطيور البلشون والفلامنغو على بُعد دقائق من المدينة.',
  'Photo stops in front of the Burj Al Arab and Atlantis, The Palm.':
    'وقفات لالتقاط الصور أمام برج العرب وفندق أتلانتس النخلة.',
  'Flamingos in the winter months.': 'طيور الفلامنغو في أشهر الشتاء.',
  'Fjord-like bays and, on most trips, dolphins.': 'خلجان تشبه المضايق البحرية، والدلافين في معظم الرحلات.',
  'A silent hour above the dunes at sunrise, with a falconry display and breakfast after the landing.':
    'ساعة هادئة فوق الكثبان عند الشروق، يليها عرض للصقور وفطور بعد الهبوط.',
  'The most famous view in Dubai, from 13,000 feet.': 'أشهر إطلالة في دبي، من ارتفاع 13,000 قدم.',
  'Up to 150 km/h across the Hajar Mountains.': 'بسرعة تصل إلى 150 كم/ساعة فوق جبال الحجر.',
  'Sunset on the open water with views of Ain Dubai, JBR and the Palm.':
    'الغروب في عرض البحر مع إطلالة على عين دبي وجميرا بيتش ريزيدنس ونخلة جميرا.',
  'A seated four-course dinner with the Corniche skyline.':
    'عشاء من أربعة أطباق إلى الطاولة مع إطلالة على أفق الكورنيش.',
  'Oysters, a live grill and pool access afterwards.': 'محار وشواء مباشر أمامك، ثم الاستمتاع بالمسبح.',
  'Your own bzar spice mix to take home.': 'خلطة البزار الخاصة بك لتأخذها معك إلى البيت.',
  'Black soap, kessa scrub and rhassoul clay, followed by mint tea.':
    'الصابون الأسود والتقشير بالكيس وطين الغاسول، ثم الشاي بالنعناع.',
  'Side-by-side massages and a turtle-nesting beach.': 'تدليك جنبًا إلى جنب، وشاطئ تعشّش فيه السلاحف.',
  'Your name in Diwani script on handmade paper, ready to frame.':
    'اسمك بالخط الديواني على ورق مصنوع يدويًا، جاهزًا للتأطير.',
  'An abra crossing of the Creek and tastings in the spice souk.': 'عبور الخور بالعبرة، وتذوّق في سوق التوابل.',
  'The rain of light under the dome.': 'مطر الضوء تحت القبة.',
  'One of the fastest roller coasters in the world, under a roof.':
    'واحدة من أسرع الأفعوانيات في العالم، في مكان مسقوف.',
  'Three experiences for less than the price of two.': 'ثلاث تجارب بأقل من سعر تجربتين.',
};

/**
 * The rows of the included and not-included lists, by their English (the demo activities' and the bulk generator's;
 * many activities share one). Prices in dirhams, digits Western.
 */
export const listItemsAr: Readonly<Record<string, string>> = {
  // Included
  'Hotel pick-up and drop-off in Dubai': 'التوصيل من الفندق وإليه في دبي',
  '45 minutes of dune bashing': '45 دقيقة من التطعيس',
  'Sandboarding and a short camel ride': 'التزلج على الرمال وجولة قصيرة على الجمل',
  'BBQ buffet dinner with soft drinks, water, tea and coffee':
    'عشاء مشويات (بوفيه) مع المشروبات الغازية والماء والشاي والقهوة',
  'Henna painting and live shows': 'نقش الحناء والعروض الحية',
  'Dune bashing in a 4x4': 'التطعيس بسيارة دفع رباعي',
  Sandboarding: 'التزلج على الرمال',
  'Water, coffee, dates and fruit': 'الماء والقهوة والتمر والفاكهة',
  'Tent with mattresses, pillows and blankets': 'خيمة مجهزة بالفرش والوسائد والبطانيات',
  'Dinner and breakfast': 'العشاء والفطور',
  'Camel ride': 'ركوب الجمل',
  'Guided stargazing with telescopes': 'رصد النجوم بالتلسكوبات مع مرشد',
  'Private 4x4 with driver-guide from Liwa': 'سيارة دفع رباعي خاصة مع سائق مرشد من ليوا',
  'Date farm visit': 'زيارة مزرعة نخيل',
  'Water and snacks': 'الماء والوجبات الخفيفة',
  'Hotel transfers': 'التوصيل من الفندق وإليه',
  '1-hour camel trek': 'رحلة على الجمال لمدة ساعة',
  'Traditional breakfast': 'فطور تقليدي',
  'Kayak, paddle and life jacket': 'قارب الكاياك والمجداف وسترة النجاة',
  'Guided tour': 'جولة مع مرشد',
  'Dry bag for your phone': 'حقيبة مقاومة للماء لهاتفك',
  Water: 'الماء',
  'Jet ski and fuel': 'الدراجة المائية والوقود',
  'Life jacket': 'سترة النجاة',
  'Guide on a separate jet ski': 'مرشد على دراجة مائية منفصلة',
  'Photos from the guide': 'صور يلتقطها المرشد',
  'Boat transfer to the island': 'الانتقال بالقارب إلى الجزيرة',
  'Mask, snorkel, fins and life jacket': 'قناع الغطس وأنبوب التنفس والزعانف وسترة النجاة',
  'Marine guide': 'مرشد بحري',
  'Water and fruit': 'الماء والفاكهة',
  'Paddleboard, paddle and leash': 'لوح التجديف والمجداف وحبل الأمان',
  Guide: 'مرشد',
  'Life vest': 'سترة النجاة',
  'Flyboard, helmet with radio and life jacket': 'لوح الفلاي بورد وخوذة مزودة بجهاز لاسلكي وسترة النجاة',
  Instructor: 'مدرب',
  'Dhow cruise': 'رحلة بالمركب الشراعي (الداو)',
  'Buffet lunch, water and soft drinks': 'غداء (بوفيه) مع الماء والمشروبات الغازية',
  'Snorkelling equipment': 'معدات الغطس السطحي',
  'Kite, board, harness and helmet': 'الطائرة الورقية واللوح والحزام والخوذة',
  'Certified instructor': 'مدرب معتمد',
  'Radio helmet': 'خوذة مزودة بجهاز لاسلكي',
  'Hotel pick-up and drop-off': 'التوصيل من الفندق وإليه',
  'One-hour balloon flight': 'رحلة بالمنطاد لمدة ساعة',
  'In-flight photos': 'صور أثناء الرحلة',
  'Falconry display and breakfast': 'عرض للصقور وفطور',
  'Flight certificate': 'شهادة الرحلة',
  'Tandem jump with instructor': 'قفزة مزدوجة مع مدرب',
  'Briefing and equipment': 'الإرشادات والمعدات',
  '40-minute flight': 'رحلة 40 دقيقة',
  'Refreshments in the lounge': 'مرطبات في صالة الانتظار',
  'Flight with a licensed instructor': 'رحلة مع مدرب مرخّص',
  'Helmet with intercom': 'خوذة مزودة بجهاز اتصال داخلي',
  'Zipline flight': 'الانزلاق على الحبل',
  'Harness and helmet': 'الحزام والخوذة',
  'Transfer between platforms': 'الانتقال بين المنصات',
  'Certified hiking guide': 'مرشد مشي معتمد',
  'Snacks at the halfway point': 'وجبات خفيفة في منتصف المسار',
  'Guide, harness, helmet and lanyards': 'مرشد وحزام وخوذة وحبال تثبيت',
  'Two-hour cruise': 'رحلة بحرية لمدة ساعتين',
  'Welcome mocktail and canapés': 'مشروب ترحيبي غير كحولي ومقبلات',
  'Water and soft drinks': 'الماء والمشروبات الغازية',
  'Live oud music': 'عزف حي على العود',
  'Buffet dinner': 'عشاء (بوفيه)',
  'Tanoura show': 'عرض التنورة',
  'Three-hour cruise': 'رحلة بحرية لمدة 3 ساعات',
  'Four-course dinner': 'عشاء من أربعة أطباق',
  'Soft drinks': 'المشروبات الغازية',
  '30-minute abra ride': 'جولة بالعبرة لمدة 30 دقيقة',
  'Three-course dinner': 'عشاء من ثلاثة أطباق',
  'Three-hour brunch': 'فطور متأخر لمدة 3 ساعات',
  'Soft drinks, juices and mocktails': 'المشروبات الغازية والعصائر والمشروبات غير الكحولية',
  'Pool access until sunset': 'استخدام المسبح حتى الغروب',
  'Emirati breakfast': 'فطور إماراتي',
  'Arabic coffee and tea': 'القهوة العربية والشاي',
  'Cultural talk with an Emirati host': 'حديث ثقافي مع مضيف إماراتي',
  'Sharing-style brunch menu': 'قائمة فطور متأخر بأطباق للمشاركة',
  'Selected beverage package': 'باقة مشروبات مختارة',
  'Brunch buffet': 'فطور متأخر (بوفيه)',
  'Kids’ activities': 'أنشطة للأطفال',
  'Hands-on class': 'حصة تطبيقية',
  Lunch: 'الغداء',
  'Recipes and spice jar': 'الوصفات وعلبة التوابل',
  'Ingredients and aprons': 'المكونات والمرايل',
  'Everything you make, boxed to take home': 'كل ما تحضّره، معبّأً في علبة لتأخذه معك',
  'Market walk': 'جولة في السوق',
  'Class and dinner': 'الحصة والعشاء',
  'Hammam ritual': 'طقوس الحمام المغربي',
  'Use of pool, sauna and steam room': 'استخدام المسبح والساونا وغرفة البخار',
  'Mint tea': 'الشاي بالنعناع',
  'Two 60-minute massages': 'جلستا تدليك مدة كل منهما 60 دقيقة',
  'Lunch for two': 'غداء لشخصين',
  'Beach and pool access': 'استخدام الشاطئ والمسبح',
  '60-minute hot stone massage': 'تدليك بالحجارة الساخنة لمدة 60 دقيقة',
  'Pool and beach access': 'استخدام المسبح والشاطئ',
  'Lunch voucher worth AED 100': 'قسيمة غداء بقيمة 100 درهم',
  'Private float room with shower': 'غرفة طفو خاصة مع دش',
  'Towels and toiletries': 'المناشف ومستلزمات الاستحمام',
  'Yoga mat': 'حصيرة اليوغا',
  'Cold water': 'ماء بارد',
  'Mat, bolster and blanket': 'حصيرة ووسادة داعمة وبطانية',
  'Herbal tea': 'شاي الأعشاب',
  'Return transfers': 'التوصيل ذهابًا وإيابًا',
  'Yoga class and meditation': 'حصة يوغا وتأمل',
  'Vegan dinner': 'عشاء نباتي',
  'Reed pens, ink and paper': 'أقلام القصب والحبر والورق',
  'Framed final piece': 'القطعة النهائية في إطار',
  'Arabic coffee and dates': 'القهوة العربية والتمر',
  'Clay, tools and apron': 'الطين والأدوات والمريلة',
  'Glazing and firing of two pieces': 'تزجيج قطعتين وحرقهما في الفرن',
  Materials: 'المواد',
  'A small woven piece to take home': 'قطعة منسوجة صغيرة تأخذها معك',
  'Henna cones and practice sheets': 'أقماع الحناء وأوراق التمرين',
  'Karak tea': 'شاي الكرك',
  'Licensed guide': 'مرشد مرخّص',
  'Abra ride': 'جولة بالعبرة',
  'Tastings in the souks': 'تذوّق في الأسواق',
  'Museum entry': 'دخول المتحف',
  'Arabic coffee': 'القهوة العربية',
  'Return transfers from Abu Dhabi': 'التوصيل من أبوظبي ذهابًا وإيابًا',
  'Lunch at a local restaurant': 'الغداء في مطعم محلي',
  'Transport between sites': 'التنقل بين المواقع',
  'Museum ticket': 'تذكرة المتحف',
  '90-minute guided tour': 'جولة مع مرشد لمدة 90 دقيقة',
  'Single-day entry to one park': 'دخول حديقة واحدة ليوم واحد',
  'All rides and shows': 'جميع الألعاب والعروض',
  'Day entry': 'دخول ليوم واحد',
  'All slides and pools': 'جميع المنزلقات والمسابح',
  'Entry to the aquarium and the museum': 'دخول الأكواريوم والمتحف',
  'Falconry show': 'عرض الصقور',
  'Hands-on handling': 'حمل الصقر على يدك',
  Refreshments: 'المرطبات',
  'Farm visit': 'زيارة المزرعة',
  Feeding: 'إطعام الإبل',
  'Camel-milk tasting': 'تذوّق حليب الإبل',
  Entry: 'الدخول',
  'Giraffe feeding': 'إطعام الزرافات',
  'Bike and helmet': 'الدراجة والخوذة',
  'Ice cream': 'الآيس كريم',
  'Live class on video call': 'حصة مباشرة عبر مكالمة فيديو',
  'PDF workbook': 'كتيّب تمارين إلكتروني',
  'Recording for 30 days': 'تسجيل الحصة متاح لمدة 30 يومًا',
  'Live stream': 'بث مباشر',
  'Q&A with the guide': 'أسئلة وأجوبة مع المرشد',
  'Live class': 'حصة مباشرة',
  'Recipe card': 'بطاقة الوصفة',
  'Practice sheets to print': 'أوراق تمرين للطباعة',
  'Private live session': 'جلسة خاصة مباشرة',
  'Audio recording to keep': 'تسجيل صوتي تحتفظ به',
  'Desert safari': 'سفاري الصحراء',
  'Sunset dhow cruise': 'رحلة بالمركب الشراعي عند الغروب',
  '30-minute jet ski tour': 'جولة بالدراجة المائية لمدة 30 دقيقة',
  'Museum ticket and tour': 'تذكرة المتحف والجولة',
  'Mangrove kayak tour': 'جولة بالكاياك بين أشجار القرم',
  'Brunch at Yas Bay': 'فطور متأخر في ياس باي',
  // Not included
  'Quad biking (AED 150 for 30 minutes, payable at camp)':
    'ركوب الدراجات الرباعية (150 درهمًا لمدة 30 دقيقة، تُدفع في المخيم)',
  'Alcoholic drinks': 'المشروبات الكحولية',
  'Tips for the driver': 'الإكرامية للسائق',
  Breakfast: 'الفطور',
  'Quad bikes': 'الدراجات الرباعية',
  'Transport to Mleiha (free parking on site)': 'المواصلات إلى مليحة (موقف مجاني في الموقع)',
  'Sleeping bags (available to rent)': 'أكياس النوم (متاحة للإيجار)',
  'Transport from Abu Dhabi city (2.5 hours each way)': 'المواصلات من مدينة أبوظبي (ساعتان ونصف في كل اتجاه)',
  Meals: 'الوجبات',
  'Falconry photo session': 'جلسة تصوير مع الصقور',
  Towels: 'المناشف',
  'Lockers (AED 10)': 'الخزائن (10 دراهم)',
  'Transfers from Dubai': 'التوصيل من دبي',
  'Underwater camera rental': 'استئجار كاميرا تحت الماء',
  'Video package (AED 100)': 'باقة الفيديو (100 درهم)',
  'Transport to Dibba': 'المواصلات إلى دبا',
  'Banana boat ride': 'ركوب قارب الموزة',
  Wetsuit: 'بدلة الغوص',
  Transport: 'المواصلات',
  'Video package': 'باقة الفيديو',
  'Photo and video package (AED 800)': 'باقة الصور والفيديو (800 درهم)',
  Transfers: 'التوصيل',
  'GoPro footage (AED 150)': 'تصوير بكاميرا غوبرو (150 درهمًا)',
  'Transport to Jebel Jais': 'المواصلات إلى جبل جيس',
  'Photos and video': 'الصور والفيديو',
  Dinner: 'العشاء',
  'Drinks from the bar': 'المشروبات من البار',
  'Alcoholic beverages': 'المشروبات الكحولية',
  'Service charge': 'رسوم الخدمة',
  'Walking tour of Al Fahidi (available separately)': 'جولة المشي في حي الفهيدي (متاحة بشكل منفصل)',
  'Valet parking': 'صف السيارات',
  Parking: 'موقف السيارات',
  Gratuities: 'الإكراميات',
  'Drinks with lunch': 'المشروبات مع الغداء',
  'Delivery of finished pieces (AED 35)': 'توصيل القطع الجاهزة (35 درهمًا)',
  Café: 'المقهى',
  'Quick-access passes': 'تذاكر الدخول السريع',
  'Food and drinks': 'الطعام والمشروبات',
  Lockers: 'الخزائن',
  Cabanas: 'الأكواخ الشاطئية',
  'Train ride (AED 10)': 'ركوب القطار (10 دراهم)',
  'Ingredients (unless you choose the spice box)': 'المكونات (ما لم تختر صندوق التوابل)',
  'Reed pen and ink set (can be posted for AED 60)': 'طقم قلم القصب والحبر (يمكن إرساله بالبريد مقابل 60 درهمًا)',
  'Transfers to the jet ski harbour': 'التوصيل إلى مرسى الدراجات المائية',
  // The bulk generator's (content/bulk-words.ts) that the demo activities do not already use
  'All equipment': 'جميع المعدات',
  'Soft drinks and water': 'المشروبات الغازية والماء',
  Photos: 'الصور',
  Snacks: 'الوجبات الخفيفة',
  'Entry tickets': 'تذاكر الدخول',
  'Safety briefing': 'إرشادات السلامة',
  Tips: 'الإكراميات',
  'Personal expenses': 'المصاريف الشخصية',
};

/** A list's rows in Arabic, one for one, or the seed fails. */
export const listAr = (rows: readonly string[]): string[] =>
  rows.map((row) => arabicOf(listItemsAr, row, 'included or not-included row'));

/**
 * The venues and meeting points, by their English, as UAE Arabic signage and maps write them, for the Arabic address
 * and the meeting point.
 */
export const venuesAr: Readonly<Record<string, string>> = {
  'Lahbab Red Dunes Camp': 'مخيم لهباب للكثبان الحمراء',
  'Al Qudra Desert Meeting Point': 'موقع التجمّع في صحراء القدرة',
  'Mleiha Desert Camp': 'مخيم صحراء مليحة',
  'Moreeb Dune Visitor Area': 'منطقة زوار تل مرعب',
  'Al Marmoom Heritage Village': 'قرية المرموم التراثية',
  'Eastern Mangroves Kayak Jetty': 'رصيف الكاياك في القرم الشرقي',
  'Jumeirah Fishing Harbour': 'ميناء الصيد في جميرا',
  'Al Aqah Beach Dive Centre': 'مركز الغوص على شاطئ العقة',
  'Al Zorah Beach Club': 'نادي شاطئ الزوراء',
  'Dubai Marina Yacht Club': 'نادي دبي مارينا لليخوت',
  'Dibba Port': 'ميناء دبا',
  'Sinniyah Kite Beach': 'شاطئ الكايت في السينية',
  'Margham Balloon Launch Site': 'موقع إطلاق المناطيد في مرغم',
  'Skydive Dubai Drop Zone, Palm': 'منطقة هبوط سكاي دايف دبي، النخلة',
  'Jebel Ali Seaplane Terminal': 'محطة الطائرات المائية في جبل علي',
  'Al Jazirah Aviation Club': 'نادي الجزيرة للطيران',
  'Jais Adventure Peak': 'قمة جيس للمغامرات',
  'Wadi Shawka Dam': 'سد وادي شوكة',
  'Dubai Marina Walk, Pier 7 jetty': 'ممشى دبي مارينا، رصيف بيير 7',
  'Al Seef Creek Jetty': 'رصيف السيف على خور دبي',
  'Marina Mall Yacht Berths': 'مراسي اليخوت في مارينا مول',
  'Al Majaz Waterfront': 'واجهة المجاز المائية',
  'Beach restaurant, West Crescent, Palm Jumeirah': 'مطعم على الشاطئ، الهلال الغربي، نخلة جميرا',
  'Sheikh Mohammed Centre for Cultural Understanding': 'مركز الشيخ محمد بن راشد آل مكتوم للتواصل الحضاري',
  'Rooftop terrace, Emaar Boulevard': 'تراس على السطح، بوليفارد إعمار',
  'Yas Bay Waterfront': 'الواجهة البحرية في ياس باي',
  'Home kitchen studio, Al Wasl': 'استوديو مطبخ منزلي، الوصل',
  'Bait Al Naboodah courtyard': 'فناء بيت النابودة',
  'Meena Bazaar cooking studio': 'استوديو الطهي في مينا بازار',
  'Spa on Jumeirah Beach Road': 'منتجع صحي على شارع جميرا',
  'Beach resort spa, Saadiyat Beach': 'سبا منتجع شاطئي، شاطئ السعديات',
  'Al Hamra Village resort spa': 'سبا منتجع قرية الحمراء',
  'Float studio, Al Khail Road': 'استوديو الطفو، شارع الخيل',
  'Kite Beach, near the lifeguard tower 2': 'شاطئ كايت بيتش، قرب برج المنقذين رقم 2',
  'Studio, Alserkal Avenue': 'استوديو، السركال أفنيو',
  'Al Qudra Lakes dune': 'كثيب عند بحيرات القدرة',
  'Studio 14, Alserkal Avenue': 'الاستوديو 14، السركال أفنيو',
  'Ceramics studio, Alserkal Avenue': 'استوديو الخزف، السركال أفنيو',
  'Cultural Foundation, Qasr Al Hosn': 'المجمّع الثقافي، قصر الحصن',
  'Souq Al Arsah': 'سوق العرصة',
  'Al Fahidi Fort (Dubai Museum) entrance': 'مدخل حصن الفهيدي (متحف دبي)',
  'Sharjah Heritage Museum': 'متحف الشارقة للتراث',
  'Al Ain Oasis east gate': 'البوابة الشرقية لواحة العين',
  'Al Bidyah Mosque': 'مسجد البدية',
  'Louvre Abu Dhabi main entrance': 'المدخل الرئيسي لمتحف اللوفر أبوظبي',
  'Dhayah Fort car park': 'موقف سيارات قلعة ضاية',
  'Yas Leisure Drive theme park gate': 'بوابة مدينة الملاهي، شارع ياس الترفيهي',
  'Water park main gate, Emirates Road': 'البوابة الرئيسية للحديقة المائية، شارع الإمارات',
  'Sharjah Aquarium, Al Khan': 'أكواريوم الشارقة، الخان',
  'Falconry centre, Al Marmoom': 'مركز الصقارة، المرموم',
  'Camel farm, Zakher': 'مزرعة إبل، زاخر',
  'Zoo visitor centre': 'مركز زوار حديقة الحيوانات',
  'Ajman Corniche, near the Ajman Museum roundabout': 'كورنيش عجمان، قرب دوار متحف عجمان',
  'Online (live video class)': 'عبر الإنترنت (حصة فيديو مباشرة)',
  'Online (live stream from Al Fahidi)': 'عبر الإنترنت (بث مباشر من الفهيدي)',
  'Online (live from a Sharjah home kitchen)': 'عبر الإنترنت (بث مباشر من مطبخ منزلي في الشارقة)',
  'Online (live video session)': 'عبر الإنترنت (جلسة فيديو مباشرة)',
  'Redeemable at each partner venue': 'تُستخدم في موقع كل شريك',
};

/** The areas' streets (content/cities.ts), by their English, as UAE road signs write them; road numbers stay. */
export const streetsAr: Readonly<Record<string, string>> = {
  'Marina Walk': 'ممشى المارينا',
  'Al Marsa Street': 'شارع المرسى',
  'King Salman Bin Abdulaziz Al Saud Street': 'شارع الملك سلمان بن عبدالعزيز آل سعود',
  'Sheikh Mohammed bin Rashid Boulevard': 'بوليفارد الشيخ محمد بن راشد',
  'Financial Centre Road': 'شارع المركز المالي',
  'Emaar Boulevard': 'بوليفارد إعمار',
  'Jumeirah Beach Road': 'شارع جميرا',
  'Al Wasl Road': 'شارع الوصل',
  '2nd December Street': 'شارع الثاني من ديسمبر',
  'Alserkal Avenue, Street 8': 'السركال أفنيو، الشارع 8',
  'Al Khail Road': 'شارع الخيل',
  '4A Street': 'الشارع 4أ',
  'Al Fahidi Street': 'شارع الفهيدي',
  'Baniyas Road': 'شارع بني ياس',
  'Old Baladiya Street': 'شارع البلدية القديم',
  'Al Qudra Road': 'شارع القدرة',
  'Dubai–Al Ain Road (E66)': 'طريق دبي–العين (E66)',
  'Lahbab Road': 'شارع لهباب',
  'Saadiyat Cultural District': 'المنطقة الثقافية في السعديات',
  'Jacques Chirac Street': 'شارع جاك شيراك',
  'Saadiyat Beach Road': 'شارع شاطئ السعديات',
  'Yas Leisure Drive': 'شارع ياس الترفيهي',
  'Yas Bay Waterfront': 'الواجهة البحرية في ياس باي',
  'Yas Marina Circuit Road': 'شارع حلبة مرسى ياس',
  'Corniche Road West': 'شارع الكورنيش الغربي',
  'Al Khaleej Al Arabi Street': 'شارع الخليج العربي',
  'Sheikh Zayed the First Street': 'شارع الشيخ زايد الأول',
  'Eastern Mangroves Promenade': 'ممشى القرم الشرقي',
  'Sheikh Zayed bin Sultan Street': 'شارع الشيخ زايد بن سلطان',
  'Al Salam Street': 'شارع السلام',
  'Al Ain Oasis, Hili Street': 'واحة العين، شارع هيلي',
  'Sultan bin Zayed Al Awwal Street': 'شارع سلطان بن زايد الأول',
  'Jebel Hafeet Road': 'طريق جبل حفيت',
  'Moreeb Dune Road': 'طريق تل مرعب',
  'Hamim Road': 'طريق حميم',
  'Liwa Oasis Road': 'طريق واحة ليوا',
  'Al Majaz Waterfront': 'واجهة المجاز المائية',
  'Jamal Abdul Nasser Street': 'شارع جمال عبد الناصر',
  'Khalid Lagoon Corniche': 'كورنيش بحيرة خالد',
  'Al Mareija Street': 'شارع المريجة',
  'Souq Al Arsah': 'سوق العرصة',
  'Al Shuwaihean': 'الشويهيين',
  'Al Khan Street': 'شارع الخان',
  'Al Meena Street': 'شارع الميناء',
  'Al Khan Corniche': 'كورنيش الخان',
  'Mleiha Archaeological Centre Road': 'طريق مركز مليحة للآثار',
  'Al Dhaid–Mleiha Road': 'طريق الذيد–مليحة',
  'Fossil Rock Track': 'مسار صخرة الحفريات',
  'Corniche Street': 'شارع الكورنيش',
  'Sheikh Humaid bin Rashid Street': 'شارع الشيخ حميد بن راشد',
  'Al Nakheel Street': 'شارع النخيل',
  'Al Zorah Nature Reserve': 'محمية الزوراء الطبيعية',
  'Al Ittihad Street': 'شارع الاتحاد',
  'Marina Al Zorah': 'مرسى الزوراء',
  'Masfout Market Road': 'طريق سوق مصفوت',
  'Hatta–Masfout Road': 'طريق حتا–مصفوت',
  'Wadi Masfout Track': 'مسار وادي مصفوت',
  'King Faisal Road': 'شارع الملك فيصل',
  'Old Souq Street': 'شارع السوق القديم',
  'Al Lubna Street': 'شارع اللبنى',
  'Sinniyah Jetty': 'رصيف السينية',
  'Khor Al Beidah': 'خور البيضاء',
  'Lagoon Road': 'طريق البحيرة',
  'Emirates Road (E311), exit 127': 'شارع الإمارات (E311)، المخرج 127',
  'Al Raafah Road': 'طريق الرأفة',
  'Umm Al Quwain–Ras Al Khaimah Road': 'طريق أم القيوين–رأس الخيمة',
  'Jebel Jais Road': 'طريق جبل جيس',
  'Jais Viewing Deck Park': 'منتزه منصة جيس للمشاهدة',
  'Jais Adventure Peak': 'قمة جيس للمغامرات',
  'Al Marjan Island Boulevard': 'بوليفارد جزيرة المرجان',
  'Breeze Island': 'جزيرة النسيم',
  'Treasure Island': 'جزيرة الكنز',
  'Al Hamra Village Road': 'طريق قرية الحمراء',
  'Sheikh Mohammed bin Salem Road': 'شارع الشيخ محمد بن سالم',
  'Al Hamra Marina': 'مرسى الحمراء',
  'Al Hisn Road': 'شارع الحصن',
  'Dhayah Fort Road': 'طريق قلعة ضاية',
  'Al Qawasim Corniche': 'كورنيش القواسم',
  'Al Aqah Beach Road': 'طريق شاطئ العقة',
  'Dibba–Fujairah Road': 'طريق دبا–الفجيرة',
  'Snoopy Island Beach': 'شاطئ جزيرة سنوبي',
  'Dibba Port Road': 'طريق ميناء دبا',
  'Dibba Corniche': 'كورنيش دبا',
  'Al Faqeet Road': 'طريق الفقيت',
  'Corniche Road': 'شارع الكورنيش',
  'Hamad bin Abdullah Road': 'شارع حمد بن عبدالله',
  'Fujairah Fort Road': 'طريق قلعة الفجيرة',
  'Al Bidyah Mosque Road': 'طريق مسجد البدية',
  'Al Bidyah Beach': 'شاطئ البدية',
  'Khor Fakkan Road': 'طريق خورفكان',
};

/**
 * The Latin words an Arabic text may keep: road numbers as the signs write them. Anything else in Latin letters in
 * the demo's Arabic fails the seed test.
 */
export const LATIN_KEPT_IN_ARABIC: readonly string[] = ['E66', 'E311'];

/** The Arabic of a demo entry, or the seed fails: the demo catalogue is bilingual. */
export function arabicOf<T>(table: Readonly<Record<string, T>>, key: string, what: string): T {
  const found = table[key];
  if (found === undefined) throw new Error(`No Arabic for the demo ${what} '${key}' (seed/content/arabic.ts)`);
  return found;
}
