import { ReaderFrame } from "@/components/layout/ReaderFrame";

// Every public page sits in this group so that the back office (app/admin) can have its own frame
// without the root layout asking which path it renders (which would make every page dynamic).
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <ReaderFrame>{children}</ReaderFrame>;
}
