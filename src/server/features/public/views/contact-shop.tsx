/** @jsxImportSource hono/jsx */
import type { PublicShop } from '../shop';
import { ChatIcon, MailIcon } from './icons';
import { BUTTON_PRIMARY, BUTTON_SECONDARY, Card } from './layout';

/**
 * 'Contatti il negozio': an e-mail with the document's number in the subject and a WhatsApp chat
 * with a prefilled text (the ticket page, the PC build page). Nothing when the shop has neither.
 */
export function ContactShop(props: { shop: PublicShop; subject: string; text: string }) {
  const { shop, subject, text } = props;
  const mail = shop.email ? `mailto:${shop.email}?subject=${encodeURIComponent(subject)}` : null;
  const whatsapp = shop.whatsapp
    ? `https://wa.me/${shop.whatsapp}?text=${encodeURIComponent(text)}`
    : null;
  if (!mail && !whatsapp) return null;
  return (
    <Card class="print:hidden">
      <h2 class="text-lg font-semibold">Contatti il negozio</h2>
      <div class="mt-3 flex flex-col gap-3 sm:flex-row">
        {mail ? (
          <a class={BUTTON_SECONDARY} href={mail}>
            <MailIcon />
            Scriva un'e-mail
          </a>
        ) : null}
        {whatsapp ? (
          <a class={BUTTON_PRIMARY} href={whatsapp} target="_blank" rel="noopener noreferrer">
            <ChatIcon />
            Scriva su WhatsApp
          </a>
        ) : null}
      </div>
    </Card>
  );
}
