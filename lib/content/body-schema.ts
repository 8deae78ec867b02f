import Heading from "@tiptap/extension-heading";
import Image from "@tiptap/extension-image";
import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import StarterKit from "@tiptap/starter-kit";
import { OfficialChart } from "./official-chart";

// The article body's document model (TipTap): one list for the newsroom's editor and for the
// server, which renders every saved document to the HTML readers get (lib/content/article-body.ts).
// Browser-safe: the editor imports it.

/** Headings keep an `id` an in-page link can point to (the sanitizer prefixes it). */
const AnchoredHeading = Heading.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      id: {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute("id"),
        renderHTML: (attributes: { id?: string | null }) => (attributes.id ? { id: attributes.id } : {}),
      },
    };
  },
}).configure({ levels: [2, 3, 4] });

/** Everything but the table node, which the editor takes with its own controls (mui-tiptap's TableImproved). */
export const BODY_EXTENSIONS_BUT_TABLE = [
  StarterKit.configure({
    heading: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
    code: false,
    codeBlock: false,
  }),
  AnchoredHeading,
  Image.configure({ inline: false }),
  TableRow,
  TableHeader,
  TableCell,
  OfficialChart,
];

export const BODY_EXTENSIONS = [...BODY_EXTENSIONS_BUT_TABLE, Table.configure({ resizable: false })];
