import { designFolderTests } from "@/tests/helpers/design-folder";
import style from "./style";

designFolderTests(style);
