/**
 * A scanned ticket QR (the printed sheet's and label's: the public page's address) names the
 * ticket: its id, or null for any other code (decision 030).
 */
export function ticketIdOfScan(text: string): string | null {
  const match =
    /\/public\/tickets\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i.exec(
      text.trim(),
    );
  return match?.[1]?.toLowerCase() ?? null;
}
