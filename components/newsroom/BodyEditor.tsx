"use client";

import ShowChartIcon from "@mui/icons-material/ShowChart";
import type { Content, Editor } from "@tiptap/react";
import {
  LinkBubbleMenu,
  LinkBubbleMenuHandler,
  MenuButton,
  MenuButtonAddImage,
  MenuButtonAddTable,
  MenuButtonBlockquote,
  MenuButtonBold,
  MenuButtonBulletedList,
  MenuButtonEditLink,
  MenuButtonItalic,
  MenuButtonOrderedList,
  MenuButtonRedo,
  MenuButtonUndo,
  MenuControlsContainer,
  MenuDivider,
  MenuSelectHeading,
  RichTextEditor,
  TableBubbleMenu,
  TableImproved,
  type RichTextEditorRef,
} from "mui-tiptap";
import { useRef, useState } from "react";
import { BODY_EXTENSIONS_BUT_TABLE } from "@/lib/content/body-schema";
import { CHART_NODE } from "@/lib/content/official-chart";
import type { ChartChoices } from "@/lib/data/types";
import { ChartBlockDialog } from "./ChartBlockDialog";
import { MediaPicker } from "./MediaPicker";

// The body's building blocks are the server's (lib/content/body-schema.ts renders what readers get
// from the same document), with mui-tiptap's table controls and link menu.
const EXTENSIONS = [...BODY_EXTENSIONS_BUT_TABLE, TableImproved.configure({ resizable: false }), LinkBubbleMenuHandler];

/**
 * The body of an article (or a CMS page) in TipTap through mui-tiptap: headings, bold and italic, lists, links, quotes,
 * tables, images from the media library and, in articles, official data charts. `onChange` gets the HTML (whether
 * there is a body) and
 * the editor's document, which is what is saved: the server renders the published HTML from it.
 */
export function BodyEditor({
  initial,
  onChange,
  editable,
  label = "Article body",
  chartChoices,
}: {
  initial: Content;
  onChange: (html: string, json: unknown) => void;
  editable: boolean;
  /** The editing area's accessible name. */
  label?: string;
  /** The official series a chart block can draw; without them (CMS pages, which draw no charts) no chart control. */
  chartChoices?: ChartChoices;
}) {
  const ref = useRef<RichTextEditorRef>(null);
  const [picking, setPicking] = useState(false);
  const [charting, setCharting] = useState(false);
  const report = (editor: Editor) => onChange(editor.isEmpty ? "" : editor.getHTML(), editor.getJSON());

  return (
    <>
      <RichTextEditor
        ref={ref}
        extensions={EXTENSIONS}
        content={initial}
        editable={editable}
        onUpdate={({ editor }) => report(editor)}
        editorProps={{ attributes: { "aria-label": label, role: "textbox", "aria-multiline": "true" } }}
        RichTextFieldProps={{ variant: "outlined", MenuBarProps: { stickyOffset: 0 } }}
        sx={{
          "& .ProseMirror": { minHeight: 320, fontSize: "1.05rem", lineHeight: 1.7 },
          // The chart block stands out as a block: the chart itself is drawn on the article page.
          "& .ProseMirror figure[data-chart]": { m: "1rem 0", p: 1.5, border: 1, borderColor: "divider", borderRadius: 1 },
          "& .ProseMirror figure[data-chart].ProseMirror-selectednode": { outline: 2, outlineColor: "primary.main" },
        }}
        renderControls={() => (
          <MenuControlsContainer>
            <MenuSelectHeading aria-label="Text style" />
            <MenuDivider />
            <MenuButtonBold />
            <MenuButtonItalic />
            <MenuButtonEditLink />
            <MenuDivider />
            <MenuButtonBulletedList />
            <MenuButtonOrderedList />
            <MenuButtonBlockquote />
            <MenuDivider />
            <MenuButtonAddTable />
            <MenuButtonAddImage tooltipLabel="Insert image from the media library" onClick={() => setPicking(true)} />
            {chartChoices && (
              <MenuButton tooltipLabel="Insert official data chart" IconComponent={ShowChartIcon} onClick={() => setCharting(true)} />
            )}
            <MenuDivider />
            <MenuButtonUndo />
            <MenuButtonRedo />
          </MenuControlsContainer>
        )}
      >
        {() => (
          <>
            <LinkBubbleMenu />
            <TableBubbleMenu />
          </>
        )}
      </RichTextEditor>
      <MediaPicker
        open={picking}
        title="Insert an image"
        onClose={() => setPicking(false)}
        onPick={(item) => {
          setPicking(false);
          ref.current?.editor?.chain().focus().setImage({ src: item.url, alt: item.alt, width: item.width, height: item.height }).run();
        }}
      />
      {chartChoices && (
        <ChartBlockDialog
          open={charting}
          choices={chartChoices}
          onClose={() => setCharting(false)}
          onInsert={(attrs) => {
            setCharting(false);
            ref.current?.editor?.chain().focus().insertContent({ type: CHART_NODE, attrs }).run();
          }}
        />
      )}
    </>
  );
}
