/**
 * Sample ad copy in eleven languages (a cold brew brand, "Slowdrip"), for the script sheet
 * (scripts/script-sheet.ts), tests/render/scripts.test.ts and the render benchmark.
 */
export type ScriptSample = { lang: string; name: string; template: Record<string, string>; meme: Record<string, string>; video: Record<string, string> };

export const SCRIPT_STYLES = { template: "template:bold-statement", meme: "meme:two-buttons", video: "template:product-hero" } as const;

export const SCRIPT_SAMPLES: ScriptSample[] = [
  {
    lang: "en", name: "English",
    template: { headline: "Cold brew, steeped slow for 18 hours", body: "Smooth, never bitter. Brewed in small batches and bottled the same day.", cta: "Try it today" },
    meme: { button_left: "Another burnt iced coffee", button_right: "Slowdrip cold brew", label: "Me at 3 pm ☕" },
    video: { kicker: "New: oat milk cold brew", headline: "Smooth cold brew, zero bitterness", body: "Steeped for 18 hours, bottled fresh.", cta: "Shop now" },
  },
  {
    lang: "ja", name: "Japanese",
    template: { headline: "18時間かけて、ゆっくり抽出。", body: "苦みのない、まろやかなコールドブリュー。少量ずつ仕込み、その日のうちにボトル詰めしています。", cta: "今すぐ試す" },
    meme: { button_left: "また焦げたアイスコーヒー", button_right: "Slowdripのコールドブリュー", label: "午後3時の私 ☕" },
    video: { kicker: "新発売：オーツミルク", headline: "苦みゼロの、なめらかな一杯。", body: "18時間じっくり水出し。", cta: "購入する" },
  },
  {
    lang: "zh-CN", name: "Chinese (simplified)",
    template: { headline: "慢萃18小时的冷萃咖啡", body: "口感顺滑，毫无苦涩。小批量酿造，当天装瓶。", cta: "立即尝鲜" },
    meme: { button_left: "又一杯焦苦的冰咖啡", button_right: "Slowdrip 冷萃咖啡", label: "下午三点的我 ☕" },
    video: { kicker: "新品：燕麦奶冷萃", headline: "顺滑冷萃，零苦涩", body: "冷水慢萃18小时，新鲜装瓶。", cta: "立即购买" },
  },
  {
    lang: "ko", name: "Korean",
    template: { headline: "18시간 천천히 우려낸 콜드브루", body: "쓴맛 없이 부드럽게. 소량씩 만들어 당일 병입합니다.", cta: "지금 맛보기" },
    meme: { button_left: "또 탄 맛 나는 아이스 커피", button_right: "Slowdrip 콜드브루", label: "오후 3시의 나 ☕" },
    video: { kicker: "신제품: 오트밀크 콜드브루", headline: "쓴맛 없는 부드러운 콜드브루", body: "18시간 저온 추출, 신선하게 병입.", cta: "구매하기" },
  },
  {
    lang: "ar", name: "Arabic",
    template: { headline: "قهوة باردة منقوعة ببطء لمدة ١٨ ساعة", body: "ناعمة وبلا مرارة. نحضّرها بكميات صغيرة ونعبّئها في اليوم نفسه.", cta: "اطلبها الآن" },
    meme: { button_left: "قهوة مثلجة محروقة مرة أخرى", button_right: "قهوة Slowdrip الباردة", label: "أنا الساعة ٣ عصرًا ☕" },
    video: { kicker: "جديد: بحليب الشوفان", headline: "قهوة باردة ناعمة بلا مرارة", body: "منقوعة ١٨ ساعة ومعبأة طازجة.", cta: "تسوّق الآن" },
  },
  {
    lang: "he", name: "Hebrew",
    template: { headline: "קולד ברו שנחלט לאט במשך 18 שעות", body: "חלק, בלי מרירות. מיוצר באצוות קטנות ומבוקבק באותו היום.", cta: "נסו עכשיו" },
    meme: { button_left: "עוד אייס קפה שרוף", button_right: "קולד ברו של Slowdrip", label: "אני בשלוש אחר הצהריים ☕" },
    video: { kicker: "חדש: עם חלב שיבולת שועל", headline: "קולד ברו חלק, אפס מרירות", body: "נחלט 18 שעות, מבוקבק טרי.", cta: "לקנייה" },
  },
  {
    lang: "hi", name: "Hindi",
    template: { headline: "18 घंटे धीरे-धीरे बनी कोल्ड ब्रू", body: "स्मूद स्वाद, बिल्कुल कड़वाहट नहीं। छोटे बैच में तैयार, उसी दिन बोतल में।", cta: "आज ही आज़माएँ" },
    meme: { button_left: "फिर से जली हुई आइस्ड कॉफ़ी", button_right: "Slowdrip कोल्ड ब्रू", label: "दोपहर 3 बजे मैं ☕" },
    video: { kicker: "नया: ओट मिल्क कोल्ड ब्रू", headline: "स्मूद कोल्ड ब्रू, कड़वाहट शून्य", body: "18 घंटे तक भिगोई, ताज़ा बोतलबंद।", cta: "अभी खरीदें" },
  },
  {
    lang: "th", name: "Thai",
    template: { headline: "โคลด์บรูว์สกัดเย็นช้าๆ นาน 18 ชั่วโมง", body: "นุ่มละมุน ไม่ขม ผลิตทีละน้อยและบรรจุขวดภายในวันเดียวกัน", cta: "ลองเลยวันนี้" },
    meme: { button_left: "กาแฟเย็นไหม้ๆ อีกแก้ว", button_right: "โคลด์บรูว์ Slowdrip", label: "ฉันตอนบ่ายสาม ☕" },
    video: { kicker: "ใหม่: โคลด์บรูว์นมโอ๊ต", headline: "โคลด์บรูว์นุ่ม ไม่ขมเลย", body: "สกัดเย็น 18 ชั่วโมง บรรจุขวดสดใหม่", cta: "สั่งซื้อเลย" },
  },
  {
    lang: "ru", name: "Russian",
    template: { headline: "Медленно настоянный колд брю", body: "Мягкий вкус без горечи. Варим малыми партиями и разливаем в тот же день.", cta: "Попробовать" },
    meme: { button_left: "Опять горький айс-кофе", button_right: "Колд брю от Slowdrip", label: "Я в три часа дня ☕" },
    video: { kicker: "Новинка: на овсяном молоке", headline: "Мягкий колд брю без горечи", body: "18 часов настаивания, свежий розлив.", cta: "Купить" },
  },
  {
    lang: "el", name: "Greek",
    template: { headline: "Κρύος καφές, εκχύλιση 18 ωρών", body: "Απαλός, χωρίς πικράδα. Σε μικρές παρτίδες, εμφιαλωμένος την ίδια μέρα.", cta: "Δοκιμάστε τον" },
    meme: { button_left: "Άλλος ένας καμένος φραπές", button_right: "Cold brew της Slowdrip", label: "Εγώ στις 3 το μεσημέρι ☕" },
    video: { kicker: "Νέο: με γάλα βρώμης", headline: "Απαλό cold brew, μηδέν πικράδα", body: "18 ώρες εκχύλιση, φρέσκο εμφιαλωμένο.", cta: "Αγορά τώρα" },
  },
  {
    lang: "vi", name: "Vietnamese",
    template: { headline: "Cà phê ủ lạnh chậm suốt 18 giờ", body: "Êm dịu, không đắng. Pha từng mẻ nhỏ và đóng chai ngay trong ngày.", cta: "Thử ngay hôm nay" },
    meme: { button_left: "Lại một ly cà phê đá khét", button_right: "Cold brew của Slowdrip", label: "Tôi lúc 3 giờ chiều ☕" },
    video: { kicker: "Mới: ủ lạnh sữa yến mạch", headline: "Cold brew êm dịu, không hề đắng", body: "Ủ lạnh 18 giờ, đóng chai tươi mới.", cta: "Mua ngay" },
  },
];

export const SCRIPT_BRAND = { name: "Slowdrip", colors: ["#1e3a8a", "#f59e0b", "#fef3c7"] };
