/**
 * The share module's door: the four ways of sharing a card besides its address (a video-call
 * background, printed cards, an email signature, wallet passes), one folder each.
 */
export { BACKGROUND_PREVIEWS_PER_WINDOW, BACKGROUNDS_PER_WINDOW } from './background/service';
export { PRINTS_PER_MINUTE } from './print/routes';
export { loadWalletKeys, type WalletKeys, type WalletSetup } from './wallet/keys';
export { shareModule } from './module';
