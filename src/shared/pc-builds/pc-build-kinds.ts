/**
 * A PC build's statuses and component kinds without zod, so the PC-build form stays small;
 * pc-builds.ts keeps the schemas.
 */
export const PC_BUILD_STATUSES = [
  'Bozza',
  'Proposta inviata',
  'Confermata',
  'In assemblaggio',
  'Completata',
  'Consegnata',
  'Annullata',
] as const;
export type PcBuildStatus = (typeof PC_BUILD_STATUSES)[number];

/** The kinds of component, in the order a build lists them. */
export const COMPONENT_KINDS = [
  'CPU',
  'Scheda madre',
  'RAM',
  'Scheda video',
  'Archiviazione',
  'Alimentatore',
  'Case',
  'Dissipatore',
  'Sistema operativo',
  'Monitor',
  'Periferiche',
  'Altro',
] as const;
export type ComponentKind = (typeof COMPONENT_KINDS)[number];
