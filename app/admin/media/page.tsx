import type { Metadata } from "next";
import { MediaLibrary } from "@/components/newsroom/MediaLibrary";
import { newsroomUser } from "@/components/newsroom/newsroomPage";

export const metadata: Metadata = { title: "Media" };

export default async function MediaPage() {
  await newsroomUser("/admin/media");
  return <MediaLibrary />;
}
