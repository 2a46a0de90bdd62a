export interface FormFile {
  field: string;
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/** Encodes a multipart/form-data body the way a browser's FormData would, for app.inject. */
export async function multipartForm(
  fields: Record<string, string>,
  files: FormFile[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(
      file.field,
      new Blob([new Uint8Array(file.bytes)], { type: file.contentType }),
      file.filename,
    );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
