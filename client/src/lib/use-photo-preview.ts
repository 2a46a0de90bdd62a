import { useCallback, useEffect, useRef, useState } from 'react';

export interface PhotoPreview {
  file: File;
  /** An object URL for <img>; revoked when the photo is replaced, removed or the view closes. */
  url: string;
}

/** The chosen photo and its preview URL, with the URL's memory released when no longer shown. */
export function usePhotoPreview() {
  const [preview, setPreview] = useState<PhotoPreview | null>(null);
  const current = useRef<PhotoPreview | null>(null);

  const replace = useCallback((next: PhotoPreview | null) => {
    if (current.current) URL.revokeObjectURL(current.current.url);
    current.current = next;
    setPreview(next);
  }, []);

  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current.url);
      current.current = null;
    },
    [],
  );

  const choose = useCallback(
    (file: File) => {
      const next = { file, url: URL.createObjectURL(file) };
      replace(next);
      return next;
    },
    [replace],
  );
  const clear = useCallback(() => replace(null), [replace]);

  return { preview, choose, clear };
}
