/** An image of the media library as the staff API hands it out (POST and GET /api/admin/media). */
export interface MediaItem {
  name: string;
  url: string;
  width: number;
  height: number;
  alt?: string | null;
}
