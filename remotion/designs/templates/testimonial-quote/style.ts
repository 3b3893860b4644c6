import { defineTemplate, slot } from "../../define";

export default defineTemplate({
  key: "testimonial-quote",
  name: "Testimonial",
  description: "Social proof: an oversized quotation mark, the customer's words, a five-star row and attribution.",
  tags: ["social-proof", "review", "trust"],
  outputs: ["image"],
  slots: [slot("quote", "quote", 125, 5, 24, "headline"), slot("author", "attribution", 30, 1, 5, "attribution")],
  needs: "quote",
  sample: { quote: "I've tried every subscription out there. This is the only coffee that made me stop buying from the café.", author: "Maya R., subscriber since 2023", cta: "Try it yourself" },
  // The customer's words are the hook; the logo and the CTA under them follow (a still today: no video version).
  motion: { hook: ["head"], beats: [["body"]] },
});
