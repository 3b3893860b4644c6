import { copyLanguageOf, type CopyLanguage } from "../../../shared/language";

/** The fixed labels of meme formats ("Nobody:", "Before"), drawn by the designs themselves in the ad's language. */
export type FormatLabels = { nobody: string; me: string; before: string; after: string };

const FORMAT_LABELS: Record<CopyLanguage, FormatLabels> = {
  en: { nobody: "Nobody:", me: "Me:", before: "Before", after: "After" },
  es: { nobody: "Nadie:", me: "Yo:", before: "Antes", after: "Después" },
  fr: { nobody: "Personne :", me: "Moi :", before: "Avant", after: "Après" },
  de: { nobody: "Niemand:", me: "Ich:", before: "Vorher", after: "Nachher" },
  pt: { nobody: "Ninguém:", me: "Eu:", before: "Antes", after: "Depois" },
  it: { nobody: "Nessuno:", me: "Io:", before: "Prima", after: "Dopo" },
  nl: { nobody: "Niemand:", me: "Ik:", before: "Voor", after: "Na" },
  ja: { nobody: "誰も：", me: "私：", before: "ビフォー", after: "アフター" },
  zh: { nobody: "没人：", me: "我：", before: "之前", after: "之后" },
  ko: { nobody: "아무도:", me: "나:", before: "비포", after: "애프터" },
  ar: { nobody: "لا أحد:", me: "أنا:", before: "قبل", after: "بعد" },
  he: { nobody: "אף אחד:", me: "אני:", before: "לפני", after: "אחרי" },
  hi: { nobody: "कोई नहीं:", me: "मैं:", before: "पहले", after: "बाद में" },
  th: { nobody: "ไม่มีใคร:", me: "ฉัน:", before: "ก่อน", after: "หลัง" },
  ru: { nobody: "Никто:", me: "Я:", before: "До", after: "После" },
  el: { nobody: "Κανείς:", me: "Εγώ:", before: "Πριν", after: "Μετά" },
  vi: { nobody: "Chẳng ai:", me: "Tôi:", before: "Trước", after: "Sau" },
};

export const formatLabels = (language: string | undefined): FormatLabels => FORMAT_LABELS[copyLanguageOf(language ?? "en")];
