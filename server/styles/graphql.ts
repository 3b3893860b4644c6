import { builder } from "../graphql/builder";
import { listStyles } from "./service";
import type { CharacterRole, EditableSlot, Style } from "./types";

const EditableSlotType = builder.objectRef<EditableSlot>("EditableSlot").implement({
  fields: (t) => ({
    name: t.exposeString("name"),
    role: t.exposeString("role"),
    budget: t.exposeInt("budget"),
    max_lines: t.exposeInt("max_lines"),
    max_words: t.exposeInt("max_words"),
  }),
});

const CharacterRoleType = builder.objectRef<CharacterRole>("CharacterRole").implement({
  fields: (t) => ({
    name: t.exposeString("name"),
    guidance: t.exposeString("guidance"),
  }),
});

export const StyleType = builder.objectRef<Style>("Style").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    category: t.exposeString("category"),
    name: t.exposeString("name"),
    description: t.exposeString("description"),
    tags: t.exposeStringList("tags"),
    outputs: t.stringList({ resolve: (style) => style.outputs }),
    template_key: t.exposeString("template_key"),
    meme_base: t.exposeString("meme_base"),
    editable_slots: t.field({ type: [EditableSlotType], resolve: (style) => style.editable_slots }),
    character_roles: t.field({ type: [CharacterRoleType], resolve: (style) => style.character_roles }),
  }),
});

builder.queryField("styles", (t) =>
  t.field({ type: [StyleType], resolve: async () => (await listStyles()).styles }),
);
