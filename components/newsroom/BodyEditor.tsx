"use client";

import type { Content, Editor } from "@tiptap/react";
import {
  LinkBubbleMenu,
  LinkBubbleMenuHandler,
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
import { MediaPicker } from "./MediaPicker";

// The body's building blocks are the server's (lib/content/body-schema.ts renders what readers get
// from the same document), with mui-tiptap's table controls and link menu.
const EXTENSIONS = [...BODY_EXTENSIONS_BUT_TABLE, TableImproved.configure({ resizable: false }), LinkBubbleMenuHandler];

/**
 * The body of an article (or a CMS page) in TipTap through mui-tiptap: headings, bold and italic, lists, links, quotes,
 * tables and images from the media library. `onChange` gets the HTML (whether there is a body) and
 * the editor's document, which is what is saved: the server renders the published HTML from it.
 */
export function BodyEditor({
  initial,
  onChange,
  editable,
  label = "Article body",
}: {
  initial: Content;
  onChange: (html: string, json: unknown) => void;
  editable: boolean;
  /** The editing area's accessible name. */
  label?: string;
}) {
  const ref = useRef<RichTextEditorRef>(null);
  const [picking, setPicking] = useState(false);
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
        sx={{ "& .ProseMirror": { minHeight: 320, fontSize: "1.05rem", lineHeight: 1.7 } }}
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
    </>
  );
}
