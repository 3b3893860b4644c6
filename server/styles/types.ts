/** A catalog entry, exactly the shape of spec 2.6. */
export type EditableSlot = { name: string; role: string; budget: number; max_lines: number; max_words: number };
export type CharacterRole = { name: string; guidance: string };

export type Style = {
  /** `template:<template_key>` for templates, `meme:<meme_base>` for memes. */
  id: string;
  category: "template" | "meme";
  name: string;
  description: string;
  tags: string[];
  outputs: ("image" | "video")[];
  /** The template's key; `meme` for memes. */
  template_key: string;
  /** The meme format's key; "" for templates. */
  meme_base: string;
  editable_slots: EditableSlot[];
  character_roles: CharacterRole[];
};
