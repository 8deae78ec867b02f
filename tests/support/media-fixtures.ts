import sharp from "sharp";

/**
 * Images for the media tests, made with sharp at run time. A "photo" is red on its left half and
 * blue on its right, with a busy pattern so encoders cannot shrink it to nothing.
 */
function pattern(width: number, height: number): Buffer {
  const stripes = Array.from(
    { length: 40 },
    (_, index) =>
      `<rect x="${(index * width) / 40}" y="${(index % 7) * (height / 7)}" width="${width / 80}" height="${height / 3}" fill="#${((index * 2654435761) >>> 8).toString(16).padStart(6, "0").slice(0, 6)}" opacity="0.6"/>`,
  ).join("");
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width / 2}" height="${height}" fill="#f00"/><rect x="${width / 2}" width="${width / 2}" height="${height}" fill="#00f"/>${stripes}</svg>`,
  );
}

/**
 * A JPEG as a phone camera writes it: landscape pixels with EXIF Orientation 6 (shown turned a
 * quarter clockwise: red on top, blue below), the camera's make and a GPS position.
 */
export async function cameraJpeg(width = 2400, height = 1200): Promise<Buffer> {
  return sharp(pattern(width, height))
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "TestCam", ImageDescription: "Taken at home" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 24/1", GPSLongitudeRef: "E", GPSLongitude: "2/1 21/1 3/1" },
    })
    .toBuffer();
}

export async function pngImage(width = 800, height = 450): Promise<Buffer> {
  return sharp(pattern(width, height)).png().toBuffer();
}

export async function webpImage(width = 800, height = 450): Promise<Buffer> {
  return sharp(pattern(width, height)).webp().toBuffer();
}

export async function avifImage(width = 800, height = 450): Promise<Buffer> {
  return sharp(pattern(width, height)).avif({ effort: 0 }).toBuffer();
}

export async function gifImage(width = 80, height = 45): Promise<Buffer> {
  return sharp(pattern(width, height)).gif().toBuffer();
}

/** Whether EXIF data (as sharp's metadata() gives it) holds a GPS directory (the GPSInfo tag, 0x8825). */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const littleEndian = exif.subarray(6, 8).toString("latin1") === "II";
  return exif.includes(Buffer.from(littleEndian ? [0x25, 0x88] : [0x88, 0x25]));
}

/** The colour of a pixel as [r, g, b]. */
export async function pixel(image: Buffer, left: number, top: number): Promise<[number, number, number]> {
  const { data } = await sharp(image).extract({ left, top, width: 1, height: 1 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
}
