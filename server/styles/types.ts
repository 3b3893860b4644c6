import type { Style } from "./shapes";

/** A catalog entry, exactly the shape of spec 2.6 (written once, in ./shapes.ts). */
export type { Style };
export type EditableSlot = Style["editable_slots"][number];
export type CharacterRole = Style["character_roles"][number];
