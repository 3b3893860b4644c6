import { designFolderTests } from "@/tests/helpers/design-folder";
import { definitionOf } from "../../definitions";

designFolderTests(definitionOf("template:split-panel"));
