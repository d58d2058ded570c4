import type { SdiExportFiles } from '../../http/context';
import { selectNotifications, selectTransmissionsOf } from './sdi.queries';

/**
 * For the month's zip: in each invoice's folder, every file sent (the exact XML, under the name
 * the SDI received) and every notification file (the SDI's name, else `<sent file>_<type>_<n>.xml`).
 * A send still in the queue has sent nothing and is left out.
 */
export const sdiExportFiles: SdiExportFiles = async (db, invoices) => {
  const folders = new Map(invoices.map((i) => [i.id, i.folder]));
  const sends = (await selectTransmissionsOf(db, [...folders.keys()])).filter(
    (s) => s.state !== 'in_coda',
  );
  const notifications = await selectNotifications(
    db,
    sends.map((s) => s.id),
  );
  return sends.flatMap((send) => {
    const folder = folders.get(send.invoice_id);
    const base = send.file_name.replace(/\.xml$/i, '');
    const answers = notifications.filter((n) => n.transmission_id === send.id && n.file);
    return [
      { name: `${folder}/${send.file_name}`, data: send.xml },
      ...answers.map((n, i) => ({
        name: `${folder}/${n.file_name ?? `${base}_${n.type}_${i + 1}.xml`}`,
        data: n.file ?? '',
      })),
    ];
  });
};
