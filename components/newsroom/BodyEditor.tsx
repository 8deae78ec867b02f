"use client";

import Image from "@tiptap/extension-image";
import { TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import type { Content, Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
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
import { MediaPicker } from "./MediaPicker";

// The body's building blocks: what the article page renders and lib/content/sanitize.ts keeps.
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
    code: false,
    codeBlock: false,
  }),
  LinkBubbleMenuHandler,
  Image.configure({ inline: false }),
  TableImproved.configure({ resizable: false }),
  TableRow,
  TableHeader,
  TableCell,
];

/**
 * The article body in TipTap through mui-tiptap: headings, bold and italic, lists, links, quotes,
 * tables and images from the media library. `onChange` gets the HTML (sanitized again by the
 * server) and the editor's JSON (kept for re-editing).
 */
export function BodyEditor({
  initial,
  onChange,
  editable,
}: {
  initial: Content;
  onChange: (html: string, json: unknown) => void;
  editable: boolean;
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
        editorProps={{ attributes: { "aria-label": "Article body", role: "textbox", "aria-multiline": "true" } }}
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
