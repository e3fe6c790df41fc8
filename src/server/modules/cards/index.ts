/**
 * The cards module's door: what other modules and the app use of it. Everything else in this
 * folder is the module's own (eslint.config.js, serverModuleZones).
 */
export { cardsModule } from './module';
export {
  afterCardDeleted,
  cardRowParts,
  deleteAllCardsOfUser,
  findCardFor,
  listAllCardsOfOrganisation,
  listAllCardsOfUser,
  publicCardUrl,
  toCard,
  toPublicCard,
} from './service';
export { findPublicCard, listCardIds } from './repository';
export { cardLanguageQuery, rowInLanguage } from './card-language';
export { removeOrganisationCards } from './organisation-cards';
export { makeProvisionedMemberCard } from './provisioned-card';
export { buildVCard, cardFileDisposition, vcardContentDisposition } from './vcard';
export { scannableVCard, VCARD_QR_MAX_VERSION } from './vcard-qr';
export { loadQrLogo, qrLogoKey, QR_QUIET_ZONE_MODULES, renderBrandedQr } from './branded-qr';
export type { CardsContext } from './context';
