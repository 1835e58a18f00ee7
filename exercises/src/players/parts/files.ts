/**
 * Where the browser fetches an exercise picture. The API answers file URLs as course images
 * do (`/tenant/files/{key}`, see api files.service `fileUrl`), and the players use them as they
 * come; a bare key (no slash or scheme) is turned into that URL so an older copy still shows.
 */
export function imageSrc(image: string): string {
  if (/^(\/|https?:|blob:|data:)/.test(image)) return image;
  return `/tenant/files/${encodeURIComponent(image)}`;
}
