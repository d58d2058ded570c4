/**
 * The privacy notice a shop starts with (GDPR art. 13): the shop as data controller, what the
 * repair service collects and why, how long, and the customer's rights. Shown at /public/privacy
 * until the shop writes its own in Settings; a template, which the shop should check.
 */
export function defaultPrivacyNotice(shop: {
  name: string;
  address: string;
  email: string;
}): string {
  const contact = shop.email ? ` scrivendo a ${shop.email}` : ' presso il negozio';
  const controller = shop.address ? `${shop.name}, ${shop.address}` : shop.name;
  return [
    'Informativa sul trattamento dei dati personali (art. 13 del Regolamento UE 2016/679, GDPR)',
    `Titolare del trattamento è ${controller}, contattabile${contact}.`,
    'Trattiamo i dati che ci fornisce aprendo una richiesta di assistenza (nome, e-mail, telefono, dati del dispositivo, descrizione del problema, foto e video allegati, password del dispositivo se la indica) solo per eseguire la riparazione, tenerla informata sul suo stato e adempiere agli obblighi di legge, anche fiscali. La base giuridica è il contratto di assistenza e gli obblighi di legge.',
    'I dati sono trattati dal personale del negozio e conservati per il tempo necessario alla riparazione e, per i documenti fiscali, per il periodo previsto dalla legge. Non sono diffusi né ceduti a terzi per fini commerciali.',
    `Può chiedere in ogni momento l'accesso ai suoi dati, la loro rettifica o cancellazione, la limitazione o l'opposizione al trattamento e la portabilità${contact}. Ha diritto di proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it).`,
  ].join('\n\n');
}
