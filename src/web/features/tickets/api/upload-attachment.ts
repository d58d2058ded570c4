import { isApiErrorBody } from '../../../../shared/api-error';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-fetch';
import type { TicketAttachment } from './ticket-types';

/**
 * POST /api/tickets/:id/attachments with one file. XMLHttpRequest rather than fetch because only
 * it reports upload progress; errors become the same ApiError apiFetch throws.
 */
export function uploadAttachment(
  ticketId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<TicketAttachment[]> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/tickets/${encodeURIComponent(ticketId)}/attachments`);
    request.responseType = 'json';
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body: unknown = request.response;
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve((body as { attachments: TicketAttachment[] }).attachments);
        return;
      }
      reject(
        isApiErrorBody(body)
          ? new ApiError({
              status: request.status,
              code: body.error.code,
              message: body.error.message,
              fieldErrors: body.error.details?.fieldErrors,
            })
          : new ApiError({
              status: request.status,
              code: `http_${request.status}`,
              message: `Errore del server (${request.status})`,
            }),
      );
    };
    request.onerror = () =>
      reject(new ApiError({ status: 0, code: 'network_error', message: NETWORK_ERROR_MESSAGE }));
    const form = new FormData();
    form.append('files', file, file.name);
    request.send(form);
  });
}
