import { redirect } from "next/navigation";

/** The newsroom opens on its articles. */
export default function NewsroomHome() {
  redirect("/admin/posts");
}
