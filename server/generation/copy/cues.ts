import { primaryLanguage } from "../../../shared/language";
import { monthsOf } from "../../../shared/copy/material";

/**
 * The words that give a brief's sentences their roles (issue 41, docs/generation.md "The material"), in
 * each language the built-in copywriter reads roles in: English, Spanish, German, French, Italian,
 * Portuguese and Dutch. Other languages get offers by a percentage, dates by their calendar's month names
 * and quotes by their marks, and every other sentence as a benefit.
 * - `badge`: an offer as a badge says it ("Save 20%", "Ahorra un 20 %", "20 % Rabatt"), printed as written;
 * - `offer`: a sentence that makes an offer (the badge's words, or a discount, a code, free shipping);
 * - `product`: what is new or launched; `proof`: awards, years, numbers of customers, "customers say";
 * - `logistics`: shipping, pick-up, packaging, opening hours; `identity`: who the brand is;
 * - `brandIs`: the copula after the brand's name ("<brand> es una panadería" is identity, "Una panadería");
 * - `launchVerb` / `weLaunch`: "<brand> launches X", "we are launching X" and "New: X" say X (the logo says who);
 * - `with`: where a launch sentence's product ends and what it is like begins ("X, a coffee | with notes of ...");
 * - `cause`: the brief is a charity's (a food bank, a shelter, donations); `giving`: a sentence says what a
 *   gift does ("Every £10 you give puts three days of meals on a family's table"), what a charity sells.
 */
export type Cues = {
  badge: RegExp;
  offer: RegExp;
  date: RegExp;
  product: RegExp;
  proof: RegExp;
  logistics: RegExp;
  identity: RegExp;
  brandIs: RegExp;
  launchVerb: RegExp;
  weLaunch: RegExp;
  with: RegExp;
  cause: RegExp;
  giving: RegExp;
};

// Letters, not \b: \b does not see "é" or "ü" as part of a word.
const words = (alternatives: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, "iu");
const leading = (alternatives: string) => new RegExp(`^(?:${alternatives})\\s+`, "iu");
const PERCENT = String.raw`\d{1,3}\s?%`;

const EN_MONTHS = "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";

const ENGLISH: Cues = {
  badge: /\b(?:save|get|take) \d{1,3} ?%(?! off)|\b\d{1,3} ?% off\b|[$€£]\s?\d+(?:[.,]\d+)? off\b|\bfree (?:shipping|delivery|trial|returns)\b|\b(?:buy one get one|two for one|2 for 1|bogo)\b|\bfirst (?:month|lesson|class|visit) free\b/i,
  offer: /\b(?:save|get|take)\s+\d{1,3}\s?%|\d{1,3}\s?%\s?(?:off|discount)|[$€£]\s?\d+(?:[.,]\d+)?\s?off\b|\bfree (?:shipping|delivery|trial|returns)\b|\bshipping is free\b|\b(?:buy one get one|two for one|2 for 1|bogo)\b|\bfirst (?:month|lesson|class|visit|box) free\b|\bdiscount\b|\bpromo code\b|\d{1,3}\s?%/iu,
  // A calendar date: "12 March", "March 12", "12/03", "2026-03-12" (a weekday alone is not a date), or Japanese "12月14日".
  date: new RegExp(`\\b(?:\\d{1,2}(?:st|nd|rd|th)? (?:${EN_MONTHS})\\b|(?:${EN_MONTHS}) \\d{1,2}(?:st|nd|rd|th)?\\b|\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?\\b|\\d{4}-\\d{2}-\\d{2}\\b)|\\d{1,2}\\s?月\\s?\\d{1,2}\\s?日`, "iu"),
  product: /\b(?:launch(?:es|ing|ed)?|new|introduc(?:es|ing)|now (?:available|in stock|on sale|open)|unveils?|debuts?|presents)\b/i,
  proof: /\b(?:award|awarded|winner|won|rated|certified|since \d{4}|\d[\d,.]*\+? (?:customers|reviews|people|stores|cafés|cafes|members|users|families|children|meals|animals|dogs|cats|pets))\b|customers say|people say/i,
  logistics: /\b(?:ships?|shipping|shipped|deliver(?:s|y|ed)?|dispatch(?:ed)?|arrives?|bags?|resealable|packag\w*|boxes|pick[- ]?up|drop[- ]?off|opening hours|open (?:daily|every|from|(?:mon|tue|wed|thu|fri|sat|sun)\w*)|by appointment|returns?|orders? over|order by)\b/i,
  identity: /\b(?:we are|we're|our (?:team|family|story|roastery|shop)|founded|family[- ](?:run|owned)|based in|small-batch \w+ roaster)\b/i,
  brandIs: /^(?:is|are|was|has been)\s+/i,
  launchVerb: /^(?:launches|introduces|presents|unveils|debuts|announces|is launching|has launched|makes|builds|brews|roasts|bakes|sells|designs|crafts)\s+/i,
  weLaunch: /^(?:(?:we are|we're|we)\s+(?:launching|launch|introducing|introduce|unveiling)|new(?: (?:in|here|today))?\s?:)\s+/i,
  with: /\s+with\s+/i,
  cause: /\b(?:charit(?:y|ies|able)|donat(?:e|es|ion|ions)|non-?profit|food ?bank|(?:animal )?shelter|rescue|volunteer(?:s|-run|-led)?|fundrais\w*)\b/i,
  giving: /\b(?:donat(?:e|es|ion|ions)|you give|your gift|gifts? of|sponsor(?:s|ing)?|you helped|pays for|[£$€]\s?\d+(?:[.,]\d+)? (?:a|per) (?:month|week|year))\b|(?:^|\s)[£$€]\s?\d+(?:[.,]\d+)?\b.*\b(?:gives?|buys?|feeds?|puts?|pays?|provides?|keeps?)\b/i,
};

/** One language's cues from its words (each a regex alternation); its dates from its calendar's month names. */
function cuesOf(language: string, w: Record<Exclude<keyof Cues, "date">, string>, dayBeforeMonth: string): Cues {
  const months = monthsOf(language).join("|");
  return {
    badge: words(w.badge),
    offer: words(`${w.offer}|${w.badge}|${PERCENT}`),
    // "31 de diciembre", "31. Dezember", "1er décembre", "14 dicembre", "2026-12-14".
    date: words(`\\d{1,2}(?:${dayBeforeMonth})\\s+(?:${months})|\\d{4}-\\d{2}-\\d{2}`),
    product: words(w.product),
    proof: words(w.proof),
    logistics: words(w.logistics),
    identity: words(w.identity),
    brandIs: leading(w.brandIs),
    launchVerb: leading(w.launchVerb),
    weLaunch: leading(w.weLaunch),
    with: new RegExp(`\\s+(?:${w.with})\\s+`, "iu"),
    cause: words(w.cause),
    giving: words(w.giving),
  };
}

const customers = (nouns: string) => String.raw`\d[\d.,  ]*\+?\s(?:${nouns})`;

const CUES: Record<string, Cues> = {
  en: ENGLISH,
  es: cuesOf("es", {
    badge: String.raw`ahorr(?:a|e|as|en)\s+(?:(?:un|el|hasta un|hasta el)\s+)?${PERCENT}|${PERCENT}\s+de\s+descuento|env[ií]o\s+(?:gratis|gratuito)|2\s?x\s?1|dos por uno|primer[oa]? (?:mes|clase|caja|visita) gratis`,
    offer: String.raw`descuentos?|c[oó]digo promocional|el env[ií]o es gratis|env[ií]o gratis|rebajas?`,
    product: String.raw`nuev[oa]s?|lanz(?:a|amos|amiento)|presenta(?:mos)?|estrena(?:mos)?|ya disponibles?|ya a la venta|novedad`,
    proof: String.raw`premiad[oa]s?|premios?|galardonad[oa]s?|certificad[oa]s?|desde \d{4}|${customers("clientes|opiniones|reseñas|personas|tiendas")}|los clientes dicen|valorad[oa]`,
    logistics: String.raw`env[ií](?:o|os|amos|a)|entreg(?:a|amos|as)|a domicilio|rec[oó]ge(?:la|lo|los|las|r)?|recogida|llegan?|horarios?|abiert[oa]|abrimos|pedidos de más de|devoluci[oó]n(?:es)?|bolsas?|envases?|embalaje|se puede volver a cerrar`,
    identity: String.raw`somos|nuestr[oa] (?:equipo|familia|historia|tienda|obrador)|fundad[oa]|negocio familiar|empresa familiar`,
    brandIs: "es|son",
    launchVerb: "lanza|presenta|estrena",
    weLaunch: String.raw`lanzamos|presentamos|estrenamos|novedad\s?:|nuev[oa]s?\s?:`,
    with: "con",
    cause: String.raw`donaci[oó]n(?:es)?|donativos?|dona(?:r|s)?|ONG|sin ánimo de lucro|banco de alimentos|refugio|protectora|voluntari[oa]s`,
    giving: String.raw`tu (?:donaci[oó]n|donativo|aportaci[oó]n)|dona(?:r|s)?|apadrina|con \d+\s?[€$]`,
  }, "|º| de"),
  de: cuesOf("de", {
    badge: String.raw`spar(?:e|en|t)?(?:\s+sie)?\s+${PERCENT}|${PERCENT}\s+rabatt|(?:kostenloser|gratis)\s+versand|versandkostenfrei|2\s?für\s?1`,
    offer: String.raw`rabatt|gutschein(?:code)?|rabattcode|versand ist[^.]{0,30}kostenlos|versand ist[^.]{0,30}gratis`,
    product: String.raw`neu(?:e|en|er|es)?|jetzt erhältlich|ab sofort erhältlich|präsentier(?:t|en)|launch(?:t|en)|neuheit`,
    proof: String.raw`ausgezeichnet|prämiert|preisgekrönt|zertifiziert|seit \d{4}|${customers("kunden|kundinnen|bewertungen|menschen|filialen")}|kunden sagen`,
    logistics: String.raw`versand|versende[nt]?|verschickt|liefer(?:n|t|ung)|abhol(?:en|ung)|hole[nt]? [^.]{0,30} ab|komm(?:t|en) [^.]{0,30} an|öffnungszeiten|geöffnet|bestellungen ab|rücksendung|verpackung|tüten?|beutel|wiederverschließbar`,
    identity: String.raw`wir sind|unser (?:team|laden)|unsere (?:familie|geschichte|rösterei)|gegründet|familienbetrieb|familiengeführt`,
    brandIs: "ist|sind",
    launchVerb: "launcht|präsentiert|bringt",
    weLaunch: String.raw`wir (?:launchen|präsentieren|bringen)|neu(?: bei uns| im sortiment| eingetroffen)?\s?:`,
    with: "mit",
    cause: String.raw`spende[nt]?|spendest|gemeinnützig\w*|tafel|tierheim|ehrenamtlich\w*|hilfsorganisation`,
    giving: String.raw`(?:deine|ihre) spende|spende[nt]?|spendest|patenschaft|mit \d+\s?[€$]`,
  }, String.raw`\.`),
  fr: cuesOf("fr", {
    badge: String.raw`économis(?:ez|e)\s+${PERCENT}|-\s?${PERCENT}|${PERCENT}\s+de\s+(?:réduction|remise)|livraison\s+(?:gratuite|offerte)|2\s?pour\s?1|deux pour un`,
    offer: String.raw`réductions?|remises?|code promo|offert(?:e|s)?`,
    product: String.raw`nouveau|nouvel|nouvelle|nouveaux|nouvelles|lan[cç](?:e|ons|ement)|présent(?:e|ons)|dévoil(?:e|ons)|désormais disponibles?|disponibles? dès maintenant|nouveauté`,
    proof: String.raw`primé(?:e|s)?|récompensé(?:e|s)?|certifié(?:e|s)?|depuis \d{4}|${customers("clients|clientes|avis|personnes|boutiques")}|les clients disent`,
    logistics: String.raw`livr(?:aison|ons|é|ée|és)|expédi(?:tion|é|ée|ons)|retrait|à emporter|retire[rz]?|arrivent|arrive|horaires|ouvert(?:e|s)?|commandes de plus de|retours?|emballages?|sachets?|refermable`,
    identity: String.raw`nous sommes|notre (?:équipe|famille|histoire|boutique)|fondée?|entreprise familiale|maison familiale`,
    brandIs: "est|sont",
    launchVerb: "lance|présente|dévoile",
    weLaunch: String.raw`nous (?:lançons|présentons|dévoilons)|nouveau(?:té)?\s?:|nouvelle\s?:`,
    with: "avec|aux",
    cause: String.raw`dons?|donnez|association|banque alimentaire|refuge|bénévoles|caritati\w*`,
    giving: String.raw`(?:votre|ton) don|donnez|parrainez|avec \d+\s?[€$]`,
  }, "|er"),
  it: cuesOf("it", {
    badge: String.raw`risparmia\s+(?:(?:il|fino al)\s+)?${PERCENT}|${PERCENT}\s+di\s+sconto|spedizione\s+gratuita|2\s?per\s?1|prendi 2 paghi 1`,
    offer: String.raw`scont[oi]|codice sconto|la spedizione è gratuita`,
    product: String.raw`nuov[oaie]|lanci(?:a|amo)|presenta(?:mo)?|ora disponibil[ei]|novità`,
    proof: String.raw`premiat[oaie]|certificat[oaie]|dal \d{4}|${customers("clienti|recensioni|persone|negozi")}|i clienti dicono`,
    logistics: String.raw`spedi(?:zione|amo|to|ta)|consegn(?:a|iamo)|ritir(?:o|a|are)|arriva(?:no)?|orari|apert[oa]|ordini (?:oltre|sopra)|resi|confezion[ei]|sacchett[oi]|richiudibil[ei]`,
    identity: String.raw`siamo|il nostro (?:team|negozio)|la nostra (?:famiglia|storia)|fondat[oa]|a conduzione familiare`,
    brandIs: "è|sono",
    launchVerb: "lancia|presenta",
    weLaunch: String.raw`lanciamo|presentiamo|novità\s?:|nuov[oa]\s?:`,
    with: "con",
    cause: String.raw`donazion[ei]|dona|onlus|banco alimentare|rifugio|canile|volontari`,
    giving: String.raw`(?:la tua|tua) donazione|dona|adotta a distanza|con \d+\s?[€$]`,
  }, ""),
  pt: cuesOf("pt", {
    badge: String.raw`(?:poupe|economize|poupa)\s+(?:até\s+)?${PERCENT}|${PERCENT}\s+de\s+desconto|(?:frete|envio|portes)\s+(?:grátis|gratuitos?)|2\s?por\s?1|leve 2 pague 1`,
    offer: String.raw`descontos?|cupom|cupão|o envio é grátis|o frete é grátis`,
    product: String.raw`nov[oa]s?|lan[cç](?:a|amos|amento)|apresenta(?:mos)?|já disponíve(?:l|is)|novidade`,
    proof: String.raw`premiad[oa]s?|certificad[oa]s?|desde \d{4}|${customers("clientes|avaliações|pessoas|lojas")}|os clientes dizem`,
    logistics: String.raw`envi(?:o|amos|a)|entreg(?:a|amos)|levant(?:e|ar)|retirada|recolh(?:a|er)|chega(?:m)?|horários?|abert[oa]|encomendas acima de|devoluç(?:ão|ões)|embalage(?:m|ns)|sacos?|resselável`,
    identity: String.raw`somos|a nossa (?:equipa|família|história|loja)|nossa (?:equipe|família|história|loja)|fundad[oa]|empresa familiar`,
    brandIs: "é|são",
    launchVerb: "lança|apresenta",
    weLaunch: String.raw`lançamos|apresentamos|novidade\s?:|nov[oa]\s?:`,
    with: "com",
    cause: String.raw`doaç(?:ão|ões)|doe|doar|banco alimentar|abrigo|ONG|voluntári[oa]s|sem fins lucrativos`,
    giving: String.raw`(?:a sua|tua|sua) doação|doe|doar|apadrinhe|com \d+\s?[€$]`,
  }, "|º| de"),
  nl: cuesOf("nl", {
    badge: String.raw`bespaar\s+${PERCENT}|${PERCENT}\s+korting|gratis\s+(?:verzending|bezorging)|2\s?voor\s?1|1\s?\+\s?1 gratis`,
    offer: String.raw`korting(?:scode)?|verzending is gratis|bezorging is gratis`,
    product: String.raw`nieuw(?:e)?|lanceert|lanceren|introduceert|introduceren|presenteert|presenteren|nu verkrijgbaar|nu beschikbaar`,
    proof: String.raw`bekroond|gecertificeerd|sinds \d{4}|${customers("klanten|reviews|beoordelingen|mensen|winkels")}|klanten zeggen`,
    logistics: String.raw`verzend(?:ing|en)|verzonden|bezorg(?:en|ing|d)|levering|afhalen|ophalen|haal [^.]{0,30} op|kom(?:t|en) [^.]{0,30} aan|openingstijden|geopend|bestellingen (?:boven|vanaf)|retour|verpakking|zak(?:ken)?|hersluitbaar`,
    identity: String.raw`wij zijn|we zijn|ons (?:team|verhaal)|onze (?:familie|winkel)|opgericht|familiebedrijf`,
    brandIs: "is|zijn",
    launchVerb: "lanceert|introduceert|presenteert",
    weLaunch: String.raw`(?:wij|we) (?:lanceren|introduceren|presenteren)|nieuw(?: bij ons)?\s?:`,
    with: "met",
    cause: String.raw`donatie|doneer|goed doel|voedselbank|asiel|vrijwilligers|stichting`,
    giving: String.raw`(?:je|jouw|uw) (?:donatie|gift)|doneer|sponsor|met \d+\s?[€$]`,
  }, ""),
};

// A language without cues of its own: offers by a percentage, dates by its calendar, nothing else.
const NEVER = /(?!)/;
const fallbacks = new Map<string, Cues>();
function fallbackOf(language: string): Cues {
  let cues = fallbacks.get(language);
  if (!cues) {
    const months = monthsOf(language).join("|");
    const date = months ? new RegExp(`${ENGLISH.date.source}|\\d{1,2}\\.?\\s*(?:${months})`, "iu") : ENGLISH.date;
    cues = { ...ENGLISH, badge: NEVER, offer: new RegExp(PERCENT, "u"), date, product: NEVER, proof: NEVER, logistics: NEVER, identity: NEVER, brandIs: NEVER, launchVerb: NEVER, weLaunch: NEVER, with: NEVER, cause: NEVER, giving: NEVER };
    fallbacks.set(language, cues);
  }
  return cues;
}

/** The cues of `language` (a BCP 47 tag). */
export const cues = (language: string): Cues => CUES[primaryLanguage(language)] ?? fallbackOf(primaryLanguage(language));
