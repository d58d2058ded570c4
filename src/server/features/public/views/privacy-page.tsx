/** @jsxImportSource hono/jsx */
import type { PublicShop } from '../shop';
import { Card } from './layout';
import { ShopPage } from './shop-header';

/** The shop's privacy notice; its text is the shop's, kept as paragraphs and escaped by JSX. */
export function PrivacyPage({ shop, text }: { shop: PublicShop; text: string }) {
  return (
    <ShopPage shop={shop}>
      <Card>
        <h1 class="text-2xl font-bold">Informativa sulla privacy</h1>
        <div class="mt-4 space-y-3">
          {text.split(/\n\s*\n/).map((paragraph) => (
            <p key={paragraph} class="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </div>
      </Card>
    </ShopPage>
  );
}
