/** Realistic sample copy per style: Remotion default props, the contact sheet, tests and the benchmark. */
export const SAMPLE_COPY: Record<string, Record<string, string>> = {
  "template:bold-statement": { headline: "Coffee that tastes like Sunday morning", body: "Small-batch beans, roasted every Monday and shipped the same day.", cta: "Get 20% off" },
  "template:product-hero": { kicker: "New season roast", headline: "The Ethiopia Guji single origin", body: "Notes of blueberry, jasmine and dark honey.", cta: "Shop the roast" },
  "template:split-panel": { headline: "Fresh beans, on your schedule", body: "Pick a roast, pick a rhythm. We roast to order and deliver every two or four weeks. Skip or cancel anytime.", cta: "Start a subscription" },
  "template:editorial-serif": { kicker: "The roaster's notes", headline: "Why slow roasting makes a sweeter cup", body: "Twelve minutes instead of eight: how patience caramelises the sugars and softens bitterness in every bag we ship.", cta: "Read the story" },
  "template:offer-badge": { offer: "30% OFF", headline: "The winter sale is on", fine_print: "On all whole-bean bags until Sunday. Code WINTER30.", cta: "Shop the sale" },
  "template:testimonial-quote": { quote: "I've tried every subscription out there. This is the only coffee that made me stop buying from the café.", author: "Maya R., subscriber since 2023", cta: "Try it yourself" },
  "template:feature-list": { headline: "Everything a good morning needs", feature_1: "Roasted to order every Monday", feature_2: "Free delivery, no minimum", feature_3: "Skip or pause in one tap", cta: "Build your box" },
  "template:quiet-luxury": { headline: "Roasted in small batches", body: "Single estates. Twelve bags a day. Nothing more.", cta: "Discover" },
  "template:handwritten-note": { headline: "A note from our roaster", body: "We taste every batch before it leaves. If a bag isn't perfect, it doesn't ship. That's the whole promise.", signoff: "— Jonas, head roaster" },
  "template:event-ticket": { date: "SAT 14 DEC", headline: "Open roastery day", details: "Free cuppings, latte art class and 20% off every bag. 10am–4pm.", cta: "Save your spot" },
  "meme:two-buttons": { button_left: "Buy the café latte again", button_right: "Brew better coffee at home", label: "Me at 8:59 am" },
  "meme:approve-reject": { reject: "Stale supermarket beans roasted months ago", approve: "Beans roasted on Monday, at your door by Wednesday" },
  "meme:expanding-brain": { tier_1: "Instant coffee", tier_2: "Supermarket beans", tier_3: "Grinding fresh beans", tier_4: "A roast-to-order subscription" },
  "meme:distracted-look": { wanderer: "Me", partner: "My old coffee", temptation: "Fresh roast", caption: "When the Monday roast lands in your inbox" },
  "meme:this-is-fine": { caption: "This coffee is fine", chaos: "Burnt, bitter, stale" },
  "meme:before-after": { before: "Three cafés a day and still tired", after: "One perfect cup at home" },
  "meme:starter-pack": { title: "The home barista starter pack", item_1: "Fresh beans", item_2: "Noise-cancelling", item_3: "Morning walk", item_4: "Latte art reels" },
  "meme:tier-list": { title: "Morning coffee, ranked", s_tier: "Fresh roast", a_tier: "Café flat white", b_tier: "Pods", c_tier: "Instant" },
  "meme:nobody-me": { nobody: "", me: "Telling everyone about my coffee subscription" },
  "meme:change-my-mind": { sign: "Coffee roasted more than 30 days ago is just brown water", caption: "Change my mind" },
};

export const SAMPLE_BRAND = { name: "Northside Roasters", colors: ["#7c2d12", "#f59e0b", "#fef3c7"], fontDirection: "" };
