/** The longest side of the selfie sent: enough for a face match, ~60 KB as JPEG. */
const MAX_SIDE = 640;

/**
 * A photo file (the front camera's capture, or a picked image) as a JPEG data URL no larger than
 * MAX_SIDE pixels: the bureau compares faces, not megapixels, and the upload stays small.
 */
export async function selfieFromFile(file: File): Promise<string | null> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const scale = Math.min(1, MAX_SIDE / Math.max(image.naturalWidth, image.naturalHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
    canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.85);
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}
