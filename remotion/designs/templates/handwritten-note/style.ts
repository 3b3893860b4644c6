import { body, defineTemplate, headline, slot } from "../../define";

export default defineTemplate({
  key: "handwritten-note",
  name: "Handwritten Note",
  description: "A taped paper note in handwriting on a brand-colour desk: personal, founder-voice or UGC feel.",
  tags: ["ugc", "handwritten", "personal", "founder"],
  slots: [headline(40, 2, 8), body(125, 5, 24), slot("signoff", "signature", 24, 1, 4, "attribution")],
  suits: /\b(family|founder|local|bakery|neighbou?rhood|charity|donat\w*|volunteer|community|small|personal|handmade)s?\b/i,
  sample: { headline: "A note from our roaster", body: "We taste every batch before it leaves. If a bag isn't perfect, it doesn't ship. That's the whole promise.", signoff: "— Jonas, head roaster" },
  // The note reads in order: the headline, then the body with the signature two steps behind it.
  motion: { hook: ["head", "logo"], beats: [["body", "card"]] },
});
