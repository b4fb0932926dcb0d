/** Time to accept a 10 MB photo attached to a quote request (upload, content check, storage, answer). */
export async function uploadTime(baseUrl: string, photo: Buffer): Promise<number> {
  const form = new FormData();
  form.append(
    'request',
    JSON.stringify({
      propertyType: 'residential',
      propertySize: 'medium',
      services: ['landscape-design'],
      timeline: 'flexible',
      urgency: 'normal',
      contactInfo: { name: 'Benchmark Visitor', email: 'bench@example.com' },
      language: 'en',
    }),
  );
  form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'garden-photo.jpg');
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/quotes`, { method: 'POST', body: form });
  const elapsed = Math.round(performance.now() - started);
  if (!res.ok) throw new Error(`10 MB upload refused: ${res.status} ${await res.text()}`);
  return elapsed;
}
