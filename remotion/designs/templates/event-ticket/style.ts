import { defineTemplate, headline, slot } from "../../define";

export default defineTemplate({
  key: "event-ticket",
  name: "Event Ticket",
  description: "A ticket stub with a perforated edge: big date block, event name, details and a CTA.",
  tags: ["event", "launch", "webinar", "date"],
  slots: [slot("date", "date", 16, 1, 3, "eyebrow"), headline(40, 2, 7), slot("details", "details", 60, 2, 10, "body")],
  needs: "date",
  sample: { date: "SAT 14 DEC", headline: "Open roastery day", details: "Free cuppings, latte art class and 20% off every bag. 10am–4pm.", cta: "Save your spot" },
  // The date is the hook, with the event's name; the details come on their beat.
  motion: { hook: ["date", "head", "logo"], beats: [["card"]] },
});
