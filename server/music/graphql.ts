import { answerAs } from "../graphql/operations";
import { zodObject } from "../graphql/zod";
import { trackJson } from "./shapes";

// The library is one list (REST answers it unpaged): `music` is a connection whose hasNextPage is false.
// The queries are derived from the operation definitions (server/graphql/operations.ts).
answerAs(trackJson, "MusicTrack", zodObject("MusicTrack", trackJson));
