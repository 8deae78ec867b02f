export { GET } from "@/app/api/menus/route";
