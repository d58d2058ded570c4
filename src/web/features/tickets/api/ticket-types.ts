/**
 * The staff ticket API's shapes, from the schemas the server's presenters are typed by
 * (src/shared/tickets/ticket-dto.ts): a change on either side fails the typechecker.
 */
export type {
  StatusChangeDto as StatusChange,
  TicketAttachmentDto as TicketAttachment,
  TicketDetailDto as TicketDetail,
  TicketDto as Ticket,
} from '../../../../shared/tickets/ticket-dto';
