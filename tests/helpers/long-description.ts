/** A project description long enough for every design's slots; it imports nothing, so Playwright specs can use it without the server's modules. */
export const LONG_DESCRIPTION =
  "Brewly makes cold brew coffee concentrate from single origin beans, steeped for twenty hours and bottled fresh every week. " +
  "It is smooth, low in acid and ready in seconds: pour over ice, add milk, and enjoy a cafe drink at home.";
